point = (3, 4)
print(point, point[0] ** 2 + point[1] ** 2)
moved = (point[0] + 1, point[1])
print(moved)
point[0] = 10
print(point)
