import statistics

latencies = [12.1, 15.3, 11.8, 22.4, 13.0, 14.7, 45.9, 12.9, 13.3, 16.1, 18.2, 12.5]
print(statistics.quantiles(latencies, method='inclusive'))
print(statistics.quantiles(latencies, n=10, method='inclusive'))
print(statistics.quantiles([1, 2, 3, 4, 5], method='inclusive'), statistics.quantiles([1, 2, 3, 4, 5]))
print(statistics.quantiles([0, 100], n=4, method='inclusive'), statistics.quantiles([0, 100], n=4))
p = statistics.quantiles(latencies, n=100, method='inclusive')
print('p50', p[49], 'p95', p[94], 'p99', p[98])
print(statistics.quantiles(range(101), n=4, method='inclusive'))
