class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def move(self, dx, dy):
        return Point(self.x + dx, self.y + dy)


p = Point(1, 2).move(3, 4)
print(p.x, p.y)
q = p.move(-4, -6)
print(q.x, q.y)
r = q.move(1, 2, 3)
