class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"


a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, b * 2, -a)
print(abs(b), abs(a - b))
print(a + b * 3 - Vec(1, 1))
