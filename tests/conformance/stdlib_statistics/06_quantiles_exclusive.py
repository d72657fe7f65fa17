from statistics import quantiles

delivery_minutes = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91,
                    103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88,
                    89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
print('quartiles', quantiles(delivery_minutes))
print('deciles', [round(q, 1) for q in quantiles(delivery_minutes, n=10)])
pct = quantiles(delivery_minutes, n=100)
print('p90', pct[89], 'p95', pct[94], 'p99', pct[98], len(pct))
print(quantiles([1, 2], n=4), quantiles([1.5, 2.5, 10.0], n=3), quantiles(range(1, 11), n=5), quantiles([5, 1], n=1))
q1, q2, q3 = quantiles([7, 15, 36, 39, 40, 41])
print('IQR', q3 - q1)
