class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Circle:
    __match_args__ = ("center", "radius")

    def __init__(self, center, radius):
        self.center = center
        self.radius = radius


def describe(shape):
    match shape:
        case Point(x=0, y=0):
            return "point at origin"
        case Point(x=x, y=0):
            return f"point on x axis at {x}"
        case Point():
            return f"point ({shape.x}, {shape.y})"
        case Circle(Point(x=0, y=0), r):
            return f"circle of radius {r} at origin"
        case Circle(c, r) if r > 10:
            return f"big circle at ({c.x}, {c.y})"
        case Circle(radius=r):
            return f"circle r={r}"


for s in [Point(0, 0), Point(5, 0), Point(1, 2), Circle(Point(0, 0), 3),
          Circle(Point(1, 1), 20), Circle(Point(2, 2), 1)]:
    print(describe(s))
