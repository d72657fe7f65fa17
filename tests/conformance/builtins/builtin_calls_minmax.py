# min and max of two values: kinds, ties, NaN, signed zeros, keys.
nan = float("nan")
print(max(1, 2), min(1, 2), max(2, 1), min(2, 1), max(-5, -5), min(3, 3))
print(max(1.5, 2.5), min(1.5, -2.5), max(0.0, -0.0), max(-0.0, 0.0), min(0.0, -0.0), min(-0.0, 0.0))
print(max(nan, 1.0), max(1.0, nan), min(nan, 1.0), min(1.0, nan))
print(max(1, 2.5), min(1, 2.5), max(True, 1), max(1, True), min(False, 0), max(2**70, 3))
print(max("a", "b"), min("b", "a"), max((1, 2), (1, 3)), min([2], [1, 9]))
print(max(3, 1, 2), min(3, 1, 2), max([4, 8, 1]), min("zebra"), max(range(5)))
print(max(-3, 2, key=abs), min(-3, 2, key=abs), max([], default="none"), min((), default=0))
print(max("apple", "fig", key=len), min("apple", "fig", key=len))

a, b = [1], [1]
print(max(a, b) is a, min(a, b) is a)
x, y = 10**20 + 1, 10**20 + 1
print(max(x, y) is x)

for args, kw in [((), {}), ((1, 2), {"default": 0}), ((1, "a"), {}), ((1, 2), {"bad": 1}),
                 ((5,), {}), ([], {}), ((1, 2), {"key": 1})]:
    for f in (min, max):
        try:
            print(f(*args, **kw))
        except (TypeError, ValueError) as e:
            print(type(e).__name__ + ":", e)
