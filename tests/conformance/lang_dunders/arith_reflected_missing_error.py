class Vector:
    def __init__(self, *xs):
        self.xs = xs

    def __sub__(self, other):
        return Vector(*(a - b for a, b in zip(self.xs, other.xs)))

    def __mul__(self, k):
        return Vector(*(a * k for a in self.xs))

    def __rmul__(self, k):
        return self * k

    def __repr__(self):
        return f"Vector{self.xs}"


v = Vector(1, 2, 3)
print(v - Vector(1, 1, 1), 2 * v, v * 3)
print(10 - v)
