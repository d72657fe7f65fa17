grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
for r, row in enumerate(grid):
    cells = " ".join([f"{v:>3}" for v in row])
    print(f"row {r}: {cells} | sum={sum(row):<3}|")
totals = [sum([row[c] for row in grid]) for c in range(3)]
print(f"cols: {totals}")
for i in range(1, 4):
    print(f"{i}^2={i ** 2:<3} {i}^3={i ** 3:>4} {i / 7:.3f}")
