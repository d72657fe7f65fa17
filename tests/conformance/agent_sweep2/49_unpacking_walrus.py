first, *middle, last = [1, 2, 3, 4, 5]
print(first, middle, last)
a, (b, c), d = 1, (2, 3), 4
print(a, b, c, d)
head, *tail = "abc"
print(head, tail)
x, y = y, x = 1, 2
print(x, y)
data = {"a": 1, **{"b": 2}, "c": 3}
print(data, [*range(3), *"ab"], {*[1, 2], *[2, 3]})
def f(*args, **kwargs):
    return args, kwargs
print(f(*[1, 2], 3, **{"k": 4}, z=5))
import re
lines = ["id=5", "noise", "id=17", "x=3"]
ids = [int(m.group(1)) for l in lines if (m := re.match(r"id=(\d+)", l))]
print(ids)
n = 0
while (n := n + 3) < 10:
    print("n", n)
if (count := len(lines)) > 3:
    print(f"{count} lines")
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
for i, (k, v) in enumerate(sorted({"x": 1, "y": 2}.items())):
    print(i, k, v)
