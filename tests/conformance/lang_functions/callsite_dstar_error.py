def make_point(x, y):
    return (x, y)


rows = [{"x": 1, "y": 2}, {"x": 5, "y": -1}]
for row in rows:
    print(make_point(**row))

# a record with an extra field fails loudly
rows.append({"x": 0, "y": 0, "z": 9})
points = [make_point(**row) for row in rows]
print(points)
