class Matrix:
    def __init__(self, rows):
        self.rows = rows

    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __rmatmul__(self, vec):
        return [sum(a * b for a, b in zip(vec, col)) for col in zip(*self.rows)]

    def __repr__(self):
        return f"Matrix({self.rows})"


a = Matrix([[1, 2], [3, 4]])
b = Matrix([[0, 1], [1, 0]])
print(a @ b)
print(b @ a)
print([1, 1] @ a)
c = a
c @= b
print(c, a)
