import statistics

times_ms = [120, 135, 128, 142, 3050, 131, 126, 138, 129, 133, 127, 140, 136, 125, 2890, 130]
report = {
    'count': len(times_ms),
    'mean': statistics.mean(times_ms),
    'median': statistics.median(times_ms),
    'stdev': round(statistics.stdev(times_ms), 3),
    'p90': statistics.quantiles(times_ms, n=10)[-1],
    'p95': statistics.quantiles(times_ms, n=20)[-1],
    'harmonic': round(statistics.harmonic_mean(times_ms), 3),
}
for k, v in report.items():
    print(f'{k:>9}: {v}')
typical = [t for t in times_ms if t < 1000]
print('without spikes', statistics.mean(typical), statistics.stdev(typical))
print('spike share', statistics.mean(t >= 1000 for t in times_ms))
