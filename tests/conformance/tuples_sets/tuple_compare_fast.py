# Tuple comparisons (the keys of sorted, min and max) as CPython makes them,
# nested ones stopped by the depth guard.
a = ()
b = ()
for i in range(100000):
    a = (a, 1)
    b = (b, 2)
try:
    print(a < b)
except RecursionError as e:
    print("RecursionError", e)
print((1, "a") < (1, "b"), (2,) > (1, 9), sorted([(2, "x"), (1, "z"), (1, "y")]), max([(0, "a"), (0, "b")]))
print((1, 2) == (1, 2.0), (1, (2, 3)) < (1, (2, 4)), () < (0,), (float("nan"),) == (float("nan"),))
try:
    (1, "a") < (1, 2)
except TypeError as e:
    print(e)
