# Matrix helpers written the way agents do without numpy.
def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(m):
    return [list(r) for r in zip(*m)]
def det(m):
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return sum((-1) ** c * m[0][c] * det([row[:c] + row[c + 1:] for row in m[1:]]) for c in range(len(m)))
A = [[1, 2, 3], [4, 5, 6], [7, 8, 10]]
B = [[1, 0, 0], [0, 2, 0], [0, 0, 3]]
print(matmul(A, B))
print(transpose(A), det(A), det(B))
ident = [[int(i == j) for j in range(3)] for i in range(3)]
print(matmul(A, ident) == A)
def fmt(m):
    return "\n".join(" ".join(f"{v:6.2f}" for v in row) for row in m)
from fractions import Fraction
def inverse(m):
    n = len(m)
    aug = [[Fraction(v) for v in row] + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(aug[r][col]))
        aug[col], aug[piv] = aug[piv], aug[col]
        p = aug[col][col]
        aug[col] = [v / p for v in aug[col]]
        for r in range(n):
            if r != col:
                f = aug[r][col]
                aug[r] = [a - f * b for a, b in zip(aug[r], aug[col])]
    return [row[n:] for row in aug]
inv = inverse(A)
print(fmt([[float(v) for v in row] for row in inv]))
print(inv[0])
