from statistics import fmean, mean

print(fmean([3.5, 4.0, 5.25]), fmean([1, 2, 3, 4]), fmean(range(1, 101)), fmean(x / 10 for x in range(7)))
components = {'homework': (92, 0.20), 'midterm': (78, 0.30), 'project': (88, 0.15), 'final': (84, 0.35)}
scores = [s for s, w in components.values()]
weights = [w for s, w in components.values()]
print('course grade', fmean(scores, weights), round(fmean(scores, weights), 2))
print(fmean([10, 20, 30], weights=[1, 2, 3]), fmean([10, 20, 30], [3, 2, 1]), fmean([5], [2]))
print(fmean([0.1] * 10), mean([0.1] * 10), sum([0.1] * 10) / 10)
print(fmean([1e16, 1, -1e16]), mean([1e16, 1, -1e16]))
prices = [19.99, 24.50, 18.75]
units = iter([120, 80, 200])
print('avg price per unit sold', fmean(prices, units))
