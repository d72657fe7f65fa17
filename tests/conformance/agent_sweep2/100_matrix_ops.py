def matmul(a, b):
    if len(a[0]) != len(b):
        raise ValueError(f"shape mismatch: {len(a)}x{len(a[0])} @ {len(b)}x{len(b[0])}")
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(m):
    return [list(r) for r in zip(*m)]
def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]
A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
C = matmul(A, B)
print(C, transpose(A), matmul(C, identity(2)) == C)
for row in matmul(B, A):
    print(" ".join(f"{v:4d}" for v in row))
def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))
print(det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), det(identity(4)))
try:
    matmul(A, A)
except ValueError as e:
    print("ValueError:", e)
