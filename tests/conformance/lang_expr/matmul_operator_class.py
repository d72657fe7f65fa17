class Vec:
    def __init__(self, *xs):
        self.xs = xs

    def __matmul__(self, other):
        return sum(a * b for a, b in zip(self.xs, other.xs))


class Mat:
    def __init__(self, rows):
        self.rows = rows

    def __matmul__(self, v):
        return Vec(*(Vec(*r) @ v for r in self.rows))


m = Mat([[1, 0], [0, 2]])
v = Vec(3, 4)
print(v @ v)
print((m @ v).xs)
print((m @ (m @ v)).xs)
print(v @ Vec(1, 1) @ 1 if False else "skip")
