class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


coords = [(1, 2), (3, 4), (5,)]
points = []
for c in coords:
    points.append(Point(*c))
    print(points)
