import operator

class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __repr__(self):
        return 'Matrix(%r)' % self.rows

class InPlaceMatrix(Matrix):
    def __imatmul__(self, other):
        self.rows = (self @ other).rows
        self.inplace_calls = getattr(self, 'inplace_calls', 0) + 1
        return self

a = Matrix([[1, 2], [3, 4]])
b = Matrix([[0, 1], [1, 0]])
print(operator.matmul(a, b))

# without __imatmul__, imatmul falls back to __matmul__ and returns a new object
c = a
r = operator.imatmul(c, b)
print(r, r is a, a)

m = InPlaceMatrix([[2, 0], [0, 2]])
same = operator.imatmul(m, InPlaceMatrix([[1, 1], [0, 1]]))
print(same, same is m, m.inplace_calls)
m @= InPlaceMatrix([[1, 0], [1, 1]])
print(m, m.inplace_calls)

for x, y in [(1, 2), ([1], [2]), ('a', a)]:
    try:
        operator.imatmul(x, y)
    except TypeError as e:
        print(type(e).__name__, e)
print(operator.imatmul is operator.__imatmul__, operator.imatmul.__name__)
