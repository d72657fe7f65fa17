# Errors raised inside comprehensions, lambdas and key functions propagate unchanged.
data = ["1", "2", "x", "4"]
try:
    nums = [int(s) for s in data]
except ValueError as e:
    print(type(e).__name__, e)


def safe_int(s, default=None):
    try:
        return int(s)
    except ValueError:
        return default


print([safe_int(s) for s in data], [n for n in map(safe_int, data) if n is not None])
try:
    sorted([{"n": 1}, {"m": 2}], key=lambda d: d["n"])
except KeyError as e:
    print(type(e).__name__, e)
try:
    {k: 1 / v for k, v in {"a": 1, "b": 0}.items()}
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    max(["a", "b"], key=lambda s: s + 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    list(map(lambda a, b: a + b, [1, 2], ["x", "y"]))
except TypeError as e:
    print(type(e).__name__, e)
total = 0
try:
    for s in data:
        total += int(s)
except ValueError as e:
    print("partial total", total, "then", e)
