from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
@dataclass
class Line:
    start: Point
    end: Point
def describe(s):
    match s:
        case Point(x=0, y=0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Line(Point(x1, y1), Point(x2, y2)) if x1 == x2:
            return "vertical line"
        case Line(start=p):
            return f"line from {p}"
        case _:
            return "other"
for s in [Point(0, 0), Point(0, 5), Point(3, 3), Point(1, 2), Line(Point(1, 0), Point(1, 9)), Line(Point(0, 0), Point(2, 2)), 5]:
    print(describe(s))
match {"status": 404, "extra": 1}:
    case {"status": 200 | 201}:
        print("ok")
    case {"status": code, **rest}:
        print("status", code, rest)
