from statistics import correlation, covariance, linear_regression, StatisticsError

cases = [
    ('correlation len', lambda: correlation([1, 2, 3], [1, 2])),
    ('correlation short', lambda: correlation([1], [2])),
    ('correlation constant', lambda: correlation([1, 1, 1], [1, 2, 3])),
    ('correlation constant y', lambda: correlation([1, 2, 3], [5, 5, 5])),
    ('covariance len', lambda: covariance([1, 2], [1, 2, 3])),
    ('covariance short', lambda: covariance([], [])),
    ('regression len', lambda: linear_regression([1, 2], [1])),
    ('regression short', lambda: linear_regression([1], [1])),
    ('regression constant x', lambda: linear_regression([2, 2, 2], [1, 2, 3])),
    ('regression proportional zeros', lambda: linear_regression([0, 0], [1, 2], proportional=True)),
]
for label, fn in cases:
    try:
        print(label, fn())
    except StatisticsError as e:
        print(label, '-> StatisticsError:', e)
try:
    linear_regression(x=[1, 2], y=[3, 4])
except TypeError as e:
    print('TypeError:', e)
try:
    linear_regression([1, 2], [3, 4], True)
except TypeError as e:
    print('TypeError:', e)
