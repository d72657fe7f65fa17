def area(shape):
    match shape:
        case ("square", side):
            return side * side
        case ("rect", w, h):
            return w * h
        case ("circle", r):
            return round(3.14159 * r * r, 2)
        case _:
            raise TypeError(f"unsupported shape {shape[0]!r}")


for s in [("square", 3), ("rect", 2, 5), ("circle", 1)]:
    print(s, area(s))
print(area(("hexagon", 4)))
