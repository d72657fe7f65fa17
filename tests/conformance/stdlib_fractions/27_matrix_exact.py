from fractions import Fraction

def solve(a, b):
    n = len(a)
    m = [[Fraction(x) for x in row] + [Fraction(y)] for row, y in zip(a, b)]
    for col in range(n):
        pivot = next(r for r in range(col, n) if m[r][col] != 0)
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col] != 0:
                factor = m[r][col] / m[col][col]
                m[r] = [x - factor * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]

a = [[2, 1, -1], [-3, -1, 2], [-2, 1, 2]]
b = [8, -11, -3]
print(solve(a, b))
h = [[Fraction(1, i + j + 1) for j in range(4)] for i in range(4)]
x = solve(h, [1, 0, 0, 0])
print(x)
print([sum(h[i][j] * x[j] for j in range(4)) for i in range(4)])
