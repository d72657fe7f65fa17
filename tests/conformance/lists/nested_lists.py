grid = [[0] * 4 for _ in range(3)]
grid[1][2] = 5
print(grid)
aliased = [[0] * 2] * 2
aliased[0][0] = 9
print(aliased)
transposed = [[row[i] for row in [[1, 2, 3], [4, 5, 6]]] for i in range(3)]
print(transposed)
board = [["."] * 3 for _ in range(3)]
board[0][0] = "X"
board[1][1] = "O"
for row in board:
    print(" ".join(row))
print(len(grid), len(grid[0]), sum([sum(r) for r in grid]))
