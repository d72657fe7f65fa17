a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
added = [[x + y for x, y in zip(ra, rb)] for ra, rb in zip(a, b)]
print(added)
product = [[sum(a[i][k] * b[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
print(product)
identity = [[1 if i == j else 0 for j in range(3)] for i in range(3)]
print(identity)
col_sums = [sum(row[c] for row in b) for c in range(2)]
print(col_sums)
print([row[::-1] for row in a[::-1]])
