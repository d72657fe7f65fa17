# Independent iterators with tee, and the errors itertools raises.
from itertools import tee, islice, count, accumulate, groupby, combinations, pairwise, repeat

readings = iter([3, 1, 4, 1, 5, 9, 2, 6])
a, b = tee(readings)
print(list(islice(a, 3)), list(b), list(a))
x, y, z = tee("abc", 3)
print(list(x), list(y), list(z))
bad = [lambda: islice("abc", -1), lambda: islice("abc", 1, 2, 0), lambda: list(combinations("abc", -1)),
       lambda: tee([1], -1), lambda: list(repeat(1, times=-1)), lambda: accumulate(5), lambda: pairwise(3),
       lambda: count("a"), lambda: list(groupby([1, 2], key=5))]
for f in bad:
    try:
        print("ok", f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
