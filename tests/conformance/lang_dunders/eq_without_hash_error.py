class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)


p, q = Point(1, 2), Point(1, 2)
print(p == q, p != Point(2, 1))
print([p, q].index(Point(1, 2)))
seen = {p}
print(len(seen))
