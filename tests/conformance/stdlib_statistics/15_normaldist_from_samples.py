from statistics import NormalDist

heights_a = [170.2, 165.1, 180.3, 175.8, 172.4, 168.9, 177.0, 171.5, 174.2, 169.8]
heights_b = [160.5, 158.2, 165.9, 162.1, 159.4, 163.8, 161.7, 157.9]
a = NormalDist.from_samples(heights_a)
b = NormalDist.from_samples(heights_b)
print(a)
print(b)
print('overlap %.6f' % a.overlap(b), b.overlap(a) == a.overlap(b))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(0, 1).overlap(NormalDist(1, 1)))
diff = a - b
print('difference of means', diff, 'P(a taller) %.4f' % (1 - diff.cdf(0)))
print(NormalDist.from_samples([1, 2, 3, 4]), NormalDist.from_samples(range(10)))
print(NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
