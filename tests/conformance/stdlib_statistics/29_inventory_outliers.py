import statistics

stock = {'A100': 42, 'B200': 38, 'C300': 45, 'D400': 40, 'E500': 39, 'F600': 150, 'G700': 44,
         'H800': 41, 'I900': 2, 'J010': 43, 'K020': 37, 'L030': 46}
levels = list(stock.values())
q1, q2, q3 = statistics.quantiles(levels, n=4)
iqr = q3 - q1
low, high = q1 - 1.5 * iqr, q3 + 1.5 * iqr
print('Q1', q1, 'median', q2, 'Q3', q3, 'IQR', iqr)
print('fences', low, high)
flagged = {sku: n for sku, n in stock.items() if n < low or n > high}
print('flagged', flagged)
normal = [n for n in levels if low <= n <= high]
print('typical level', statistics.median(normal), 'mean %.3f' % statistics.mean(normal))
print('inclusive quartiles', statistics.quantiles(levels, method='inclusive'))
reorder_point = statistics.mean(normal) - statistics.stdev(normal)
print('reorder below', round(reorder_point, 2), sorted(s for s, n in stock.items() if n < reorder_point))
