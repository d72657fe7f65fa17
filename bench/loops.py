# Nested integer loops: arithmetic, comparisons, local variables.
def grid_checksum(n):
    total = 0
    for i in range(n):
        row = 0
        for j in range(n):
            v = (i * j + i + j) % 7
            if v > 3:
                row += v
            else:
                row -= 1
        total += row ^ i
    return total


count = 0
i = 0
while i < 1600000:
    if i % 3 == 0 or i % 5 == 0:
        count += i
    i += 1
print(grid_checksum(1500), count)
