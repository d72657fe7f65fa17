def area(width, height):
    return width * height


shapes = [(3, 4), (10, 2), (5, 5)]
for s in shapes:
    print(s, "area", area(*s))

boxes = [(2, 3, 4)]
for b in boxes:
    print(b, "area", area(*b))
