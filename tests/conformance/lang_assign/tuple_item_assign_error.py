point = (3, 4)
x, y = point
print(x, y)
moved = (x + 1, y)
print(moved)
as_list = list(point)
as_list[0] = 100
print(as_list)
point[0] = 100
print(point)
