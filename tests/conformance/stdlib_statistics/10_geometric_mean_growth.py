from statistics import geometric_mean, mean

yearly_returns = [0.12, -0.05, 0.08, 0.21, -0.10, 0.07]
factors = [1 + r for r in yearly_returns]
g = geometric_mean(factors)
print('geometric mean factor', g)
print('annualised return %.4f%%' % ((g - 1) * 100))
print('arithmetic mean return', mean(yearly_returns))
print(geometric_mean([54, 24, 36]), geometric_mean([2, 8]), geometric_mean([1.0]), geometric_mean(range(1, 6)))
value = 10000
for f in factors:
    value *= f
print('final value %.2f vs %.2f' % (value, 10000 * g ** len(factors)))
for bad in ([], [1, 0, 2], [4, -1]):
    try:
        geometric_mean(bad)
    except Exception as e:
        print(type(e).__name__, e)
