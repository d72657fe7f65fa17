# Unpacking errors agents trigger on malformed rows.
rows = ["a,1", "b,2,extra", "c", "d,4"]
for row in rows:
    try:
        name, value = row.split(",")
        print(name, int(value))
    except ValueError as e:
        print(type(e).__name__, e)
pairs = [(1, 2), (3,), (4, 5, 6), 7]
for p in pairs:
    try:
        a, b = p
        print(a, b)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    first, *rest, last = [1]
except ValueError as e:
    print(type(e).__name__, e)
first, *rest, last = [1, 2]
print(first, rest, last)
try:
    (a, b), c = [1, 2], 3, 4
except ValueError as e:
    print(type(e).__name__, e)
try:
    for k, v in {"a": 1, "b": 2}:
        pass
except ValueError as e:
    print(type(e).__name__, e)
try:
    x, y = {"a": 1}
except ValueError as e:
    print(type(e).__name__, e)
x, y = {"a": 1, "b": 2}
print(x, y)
