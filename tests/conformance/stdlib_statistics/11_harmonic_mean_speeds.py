from fractions import Fraction
from statistics import harmonic_mean

print('round trip average speed', harmonic_mean([40, 60]))
print('weighted by distance', harmonic_mean([40, 65], weights=[5, 30]))
pe_ratios = [22.5, 15.8, 30.1, 18.4]
print('portfolio P/E', harmonic_mean(pe_ratios))
print(harmonic_mean([2.5, 3, 10]), harmonic_mean([Fraction(1, 2), Fraction(1, 3)]), harmonic_mean([7]), harmonic_mean([1, 0, 4]))
print(harmonic_mean([10, 20], [0, 5]), harmonic_mean(iter([1, 2, 4])), harmonic_mean([3, 3, 3]))
for data, w in (([], None), ([-1, 2], None), ([5, 10], [1, 2, 3]), ([5, 10], [-1, 2]), ([0, 0], [0, 0])):
    try:
        print(harmonic_mean(data, w))
    except Exception as e:
        print(type(e).__name__, e)
