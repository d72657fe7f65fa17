import statistics

calls = [
    ('mean', lambda: statistics.mean([])),
    ('fmean', lambda: statistics.fmean([])),
    ('geometric_mean', lambda: statistics.geometric_mean([])),
    ('harmonic_mean', lambda: statistics.harmonic_mean([])),
    ('median', lambda: statistics.median([])),
    ('median_low', lambda: statistics.median_low([])),
    ('median_high', lambda: statistics.median_high([])),
    ('median_grouped', lambda: statistics.median_grouped([])),
    ('mode', lambda: statistics.mode([])),
    ('quantiles', lambda: statistics.quantiles([5])),
    ('quantiles n=0', lambda: statistics.quantiles([1, 2, 3], n=0)),
    ('variance', lambda: statistics.variance([3])),
    ('stdev', lambda: statistics.stdev([3.5])),
    ('pvariance', lambda: statistics.pvariance([])),
    ('pstdev', lambda: statistics.pstdev([])),
    ('from_samples', lambda: statistics.NormalDist.from_samples([1])),
]
for name, fn in calls:
    try:
        print(name, fn())
    except statistics.StatisticsError as e:
        print(name, '-> StatisticsError:', e)
print(statistics.multimode([]), issubclass(statistics.StatisticsError, ValueError))
try:
    statistics.mean(x for x in [])
except ValueError as e:
    print('caught as ValueError:', e, type(e).__name__)
