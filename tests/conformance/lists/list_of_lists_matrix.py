def matmul(a, b):
    rows, inner, cols = len(a), len(b), len(b[0])
    result = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            total = 0
            for k in range(inner):
                total += a[i][k] * b[k][j]
            result[i][j] = total
    return result

a = [[1, 2], [3, 4], [5, 6]]
b = [[7, 8, 9], [10, 11, 12]]
for row in matmul(a, b):
    print(row)
identity = [[1 if i == j else 0 for j in range(3)] for i in range(3)]
print(matmul(identity, [[1.5], [2.5], [3.5]]))
