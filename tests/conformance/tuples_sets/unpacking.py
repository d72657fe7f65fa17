a, b = 1, 2
a, b = b, a
print(a, b)
x, y, z = "xyz"
print(x, y, z)
(p, q), r = (1, 2), 3
print(p, q, r)
point = (3, 4)
px, py = point
print(px * px + py * py)
for i, (name, score) in enumerate([("a", 1), ("b", 2)]):
    print(i, name, score)
first, second = [10, 20]
print(first + second)
a = b = c = 0
a += 1
print(a, b, c)
lo, hi = min(5, 3), max(5, 3)
print(lo, hi)
