def describe(point):
    match point:
        case (0, 0):
            return "origin"
        case (0, y):
            return f"on y axis at {y}"
        case (x, 0):
            return f"on x axis at {x}"
        case (x, y) if x == y:
            return f"on diagonal at {x}"
        case (x, _):
            return f"somewhere with x={x}"
        case _:
            return "not a point"


for p in [(0, 0), (0, 5), (3, 0), (4, 4), (1, 9), (1, 2, 3), "xy"]:
    print(p, "->", describe(p))
