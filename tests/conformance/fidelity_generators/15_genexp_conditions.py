# Generator expressions with conditions, nested loops and early binding.
data = [3, -1, 4, -1, 5, -9, 2, 6]
pos = (x for x in data if x > 0)
print(sum(pos), sum(pos))
print(max((x for x in data if x % 2 == 0), default=None))
print(max((x for x in data if x > 100), default="none"))
print(list((i, j) for i in range(3) for j in range(i)))
print(list(x * y for x in (1, 2) if x > 1 for y in (10, 20) if y != 10))
print(any(x > 5 for x in data), all(x > -10 for x in data))
words = ["apple", "Bob", "cherry", "Dan"]
print(sorted((w for w in words if w[0].isupper()), key=len))
print(", ".join(w.upper() for w in words if len(w) > 3))

# the first iterable is evaluated at once, the rest lazily
n = 2
g = (x + n for x in range(3))
n = 100
print(list(g))
items = [1, 2]
g2 = (x for x in items)
items = [7, 8]
print(list(g2))
try:
    g3 = (x for x in 5)
except TypeError as e:
    print(type(e).__name__, e)
g4 = (1 / x for x in [1, 0])
print(next(g4))
try:
    next(g4)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(next(g4, "exhausted after error"))
