point = (3, 4)
print(point[0], point[1], point[-1])
x, y = point
print(x * y)
moved = tuple(v + 1 for v in point)
print(moved, len(moved))
print(point[-2], moved[1:])
print(point[2])
