points = [(1, 2), (3, 4), (5, 6)]
xs = [x for x, _ in points]
ys = [y for _, y in points]
print(xs, ys)
records = [("ann", (31, "dev")), ("bob", (45, "ops"))]
print([f"{name}:{role}" for name, (age, role) in records])
print({name: age for name, (age, _) in records})
rows = [[1, 2, 3, 4], [5, 6, 7, 8]]
print([(first, last) for first, *_, last in rows])
print([mid for _, *mid, _ in rows])
print([a * b for (a, b), c in zip(points, "xyz")])
