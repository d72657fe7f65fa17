# Aliasing bugs in data-structure construction: the fixed and broken forms.
rows, cols = 2, 3
broken = [[None] * cols] * rows
fixed = [[None] * cols for _ in range(rows)]
broken[0][1] = "x"
fixed[0][1] = "x"
print(broken)
print(fixed)
groups = dict.fromkeys(["a", "b"], [])
groups["a"].append(1)
print(groups, groups["a"] is groups["b"])
groups = {k: [] for k in ["a", "b"]}
groups["a"].append(1)
print(groups)
from collections import defaultdict
dd = defaultdict(list)
dd["a"].append(1)
dd["b"]
print(dict(dd), dd["a"] is not dd["b"])
matrix = [[1, 2], [3, 4]]
transposed = [list(r) for r in zip(*matrix)]
transposed[0][0] = 100
print(matrix, transposed)
row = [0, 0]
table = [row, row]
row[0] = 7
print(table)
