import statistics

sales = {'Jan': 12500, 'Feb': 13200, 'Mar': 11800, 'Apr': 14500, 'May': 15100, 'Jun': 14900,
         'Jul': 16200, 'Aug': 15800, 'Sep': 14100, 'Oct': 15500, 'Nov': 17800, 'Dec': 21300}
values = list(sales.values())
total = sum(values)
avg = statistics.mean(values)
best = max(sales, key=sales.get)
worst = min(sales, key=sales.get)
print('total:', total)
print('mean:', avg, round(avg, 2))
print('median:', statistics.median(values))
print('stdev:', statistics.stdev(values))
print('best month:', best, sales[best], '| worst:', worst, sales[worst])
months = list(sales)
growth = [(months[i], (values[i] - values[i - 1]) / values[i - 1] * 100) for i in range(1, len(values))]
for m, g in growth:
    print(f'{m}: {g:+.2f}%')
print('average growth: %.3f%%' % statistics.mean(g for _, g in growth))
print('year-over-year Jan->Dec: {:.1%}'.format(values[-1] / values[0] - 1))
