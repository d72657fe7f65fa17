grid = [
    [1, 2, 3, 4],
    [5, -1, 7, 8],
    [9, 10, 0, 12],
]
for r, row in enumerate(grid):
    total = 0
    for value in row:
        if value == 0:
            print(f"row {r}: zero found, skipping rest")
            break
        if value < 0:
            continue
        total += value
    print(f"row {r}: total {total}")
found = None
for r, row in enumerate(grid):
    for c, value in enumerate(row):
        if value == 10:
            found = (r, c)
            break
    if found:
        break
print("10 at", found)
