values = [0, -5, 2 ** 80, 1.5, float("inf"), True, "text", "", None, [1], (), {"a": 1}, {1, 2}, range(3)]
for v in values:
    print(repr(v), type(v), type(v).__name__)
print(type(1) == int, type(True) == int, type(True) is bool, type(1.0) is float)
print(isinstance(True, int), isinstance(1, bool), isinstance(1, (float, str)), isinstance(1.0, (int, float)))
print(isinstance("x", str), isinstance([], list), isinstance((), tuple), isinstance({}, dict))
print(isinstance(None, type(None)), isinstance(range(2), range), isinstance(3, object))
print(type(type(1)), type(int), type(len))

def describe(x):
    if isinstance(x, bool):
        return "flag"
    if isinstance(x, (int, float)):
        return "number"
    if isinstance(x, str):
        return "text"
    if isinstance(x, (list, tuple)):
        return "sequence of " + str(len(x))
    if isinstance(x, dict):
        return "mapping"
    return "other"

print([describe(v) for v in values])
numbers_only = [v for v in values if type(v) in (int, float)]
print(numbers_only)
