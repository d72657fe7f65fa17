import statistics

readings = [21.4, 21.9, 22.1, 21.7, 35.2, 21.8, 22.0, 21.6, 21.5, 22.3, 21.9, 8.1, 22.2]
mean = statistics.mean(readings)
sd = statistics.stdev(readings)
print('mean', mean, 'stdev', sd)
print('fmean', statistics.fmean(readings), 'pstdev', statistics.pstdev(readings))
outliers = [r for r in readings if abs(r - mean) > 2 * sd]
print('outliers', outliers)
clean = [r for r in readings if r not in outliers]
print('clean mean %.3f median %.2f stdev %.4f' % (statistics.mean(clean), statistics.median(clean), statistics.stdev(clean)))
print('variance', statistics.variance(clean), 'pvariance', statistics.pvariance(clean))
window = 3
moving = [round(statistics.mean(readings[i:i + window]), 3) for i in range(len(readings) - window + 1)]
print('moving average', moving)
print('range', max(clean) - min(clean), 'quartiles', statistics.quantiles(clean))
