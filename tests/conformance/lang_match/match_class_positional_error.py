class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0):
            return "on y axis"
        case Point(x, y):
            return f"at {x},{y}"


print(where(Point(0, 0)))
print(where(Point(0, 5)))
print(where(Point(2, 3)))
