data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print(f"{n} items")
print([y for x in data if (y := x * 2) > 6])
first, *middle, last = data
print(first, middle, last)
(a, b), c = [1, 2], 3
print(a, b, c)
head, *tail = "hello"
print(head, tail)
try:
    x, y = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    x, y, z = [1, 2]
except ValueError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
try:
    x, y = 5
except TypeError as e:
    print(e)
try:
    k, v = {"a": 1, "b": 2, "c": 3}
except ValueError as e:
    print(e)
for i, (k, v) in enumerate({"x": 1, "y": 2}.items()):
    print(i, k, v)
d = {**{"a": 1}, **dict(b=2)}
print(d, [*d], (*d.values(),))
def f(*args, **kw):
    return args, kw
print(f(*[1, 2], *(3,), **{"k": 1}, z=2))
while (line := data.pop()) != 1:
    print("popped", line)
print(data)
a = b = c = []
a.append(1)
print(b, c is a)
x, y = y, x = 1, 2
print(x, y)
