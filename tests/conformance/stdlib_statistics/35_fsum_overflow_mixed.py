import math
import statistics

for data in ([1e308, 1e308], [1e308, -1e308, 1e308], [1e308, 1e308, float('inf')], [float('inf'), 1e308, 1e308], [float('inf'), -float('inf')]):
    try:
        print(math.fsum(data))
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
for label, fn in [('fmean', lambda: statistics.fmean([1e308, 1e308, -1e308])),
                  ('correlation', lambda: statistics.correlation([1e308, -1e308, 0.0], [1.0, 2.0, 3.0])),
                  ('regression', lambda: statistics.linear_regression([1e200, 2e200], [1.0, 2.0], proportional=True)),
                  ('mean exact', lambda: statistics.mean([1e308, 1e308, -1e308]))]:
    try:
        print(label, fn())
    except (OverflowError, ValueError) as e:
        print(label, type(e).__name__, e)
