import statistics

tests = [
    ("mean(['a', 'b'])", lambda: statistics.mean(['a', 'b'])),
    ('mean([1j, 2j])', lambda: statistics.mean([1j, 2j])),
    ('mean([1, None])', lambda: statistics.mean([1, None])),
    ("variance(['x', 'y'])", lambda: statistics.variance(['x', 'y'])),
    ("fmean(['1', '2'])", lambda: statistics.fmean(['1', '2'])),
    ("median(['a', 1])", lambda: statistics.median(['a', 1])),
    ("median_grouped(['a', 'b'])", lambda: statistics.median_grouped(['a', 'b'])),
    ("median_grouped([1, 2], 'x')", lambda: statistics.median_grouped([1, 2], 'x')),
    ("harmonic_mean(['a'])", lambda: statistics.harmonic_mean(['a'])),
    ("geometric_mean(['a'])", lambda: statistics.geometric_mean(['a'])),
    ("quantiles([1, 2], method='linear')", lambda: statistics.quantiles([1, 2], method='linear')),
    ('quantiles([1, 2], 4)', lambda: statistics.quantiles([1, 2], 4)),
    ('NormalDist(0, -1)', lambda: statistics.NormalDist(0, -1)),
    ("NormalDist('a')", lambda: statistics.NormalDist('a')),
    ('NormalDist().overlap(1)', lambda: statistics.NormalDist().overlap(1)),
    ('NormalDist(0, 0).pdf(0)', lambda: statistics.NormalDist(0, 0).pdf(0)),
    ('NormalDist(0, 0).cdf(0)', lambda: statistics.NormalDist(0, 0).cdf(0)),
    ('NormalDist(0, 0).zscore(1)', lambda: statistics.NormalDist(0, 0).zscore(1)),
    ('NormalDist(0, 0).inv_cdf(0.5)', lambda: statistics.NormalDist(0, 0).inv_cdf(0.5)),
    ('NormalDist().inv_cdf(0)', lambda: statistics.NormalDist().inv_cdf(0)),
    ('NormalDist().inv_cdf(1.5)', lambda: statistics.NormalDist().inv_cdf(1.5)),
    ('NormalDist(1, 0).overlap(NormalDist())', lambda: statistics.NormalDist(1, 0).overlap(statistics.NormalDist())),
]
for label, fn in tests:
    try:
        print(label, '->', fn())
    except Exception as e:
        print(label, '->', type(e).__name__ + ':', e)
