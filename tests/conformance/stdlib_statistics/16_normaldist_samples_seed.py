import statistics
from statistics import NormalDist

dist = NormalDist(50, 5)
s = dist.samples(8, seed=42)
print([round(x, 4) for x in s])
print(s == dist.samples(8, seed=42), s == dist.samples(8, seed=43))
big = NormalDist(0, 1).samples(2000, seed=7)
print('sample mean %.5f stdev %.5f' % (statistics.fmean(big), statistics.stdev(big)))
fit = NormalDist.from_samples(big)
print(round(fit.mean, 6), round(fit.stdev, 6))
print(NormalDist(10, 2).samples(3, seed='abc'))
print(NormalDist(1, 0).samples(3, seed=1))
