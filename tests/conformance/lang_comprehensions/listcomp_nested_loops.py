matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
flat = [x for row in matrix for x in row]
print(flat)
transposed = [[row[i] for row in matrix] for i in range(3)]
print(transposed)
diag = [matrix[i][i] for i in range(len(matrix))]
print(diag)
coords = [(x, y) for x in range(3) for y in range(3) if x != y]
print(coords)
table = [[f"{r}x{c}={r * c}" for c in range(1, 4)] for r in range(1, 4)]
for row in table:
    print("  ".join(row))
words = ["hi", "yo"]
print([w + "!" * n for w in words for n in range(1, 3)])
