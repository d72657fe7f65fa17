# float('nan') objects in containers: identity is checked before equality.
nan = float("nan")
other = float("nan")
print(nan == nan, nan != nan, nan is nan, nan is other)
items = [1.0, nan, 3.0]
print(nan in items, other in items, items.count(nan), items.count(other))
print(items.index(nan))
try:
    items.index(other)
except ValueError as e:
    print(type(e).__name__, e)
print([nan] == [nan], [nan] == [other], (nan,) == (nan,), {"k": nan} == {"k": nan})
s = {nan, nan, other}
print(len(s), nan in s, float("nan") in s)
d = {nan: "first"}
d[nan] = "again"
d[other] = "other"
print(len(d), d[nan], d[other])
print(sorted([3.0, 1.0, 2.0]), max([1.0, 2.0]), nan > 1, nan < 1, 1 < nan)
values = [2.0, nan, 1.0]
clean = [v for v in values if v == v]
print(clean, sum(clean))
import math
print([math.isnan(v) for v in values], any(math.isnan(v) for v in values))
