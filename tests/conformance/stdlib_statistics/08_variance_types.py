from fractions import Fraction
from statistics import variance, pvariance, stdev, pstdev, mean

ints = [2, 4, 4, 4, 5, 5, 7, 9]
print(variance(ints), pvariance(ints), stdev(ints), pstdev(ints))
print(type(pvariance(ints)).__name__, type(variance([1, 2, 3])).__name__, variance([1, 2, 3]), variance([1, 2, 4]))
fr = [Fraction(1, 2), Fraction(3, 4), Fraction(5, 4), Fraction(2)]
print(repr(mean(fr)), repr(variance(fr)), repr(pvariance(fr)), stdev(fr), pstdev(fr))
fl = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(variance(fl), stdev(fl), pvariance(fl), pstdev(fl))
m = mean(fl)
print(variance(fl, m), stdev(fl, xbar=m), pvariance(fl, mu=m), pstdev(fl, m))
print(variance(ints, 5), pvariance(ints, 5), variance(ints, 5.0), pvariance(fr, Fraction(1)))
print(variance([1e9 + 1, 1e9 + 2, 1e9 + 3]), stdev([0.1] * 5), pvariance([7]), pstdev([7.5]))
