grid = {(0, 0): "start", (0, 1): "wall", (1, 1): "goal"}
for pos in [(0, 0), (1, 1)]:
    print(pos, grid[pos])
moves = [(0, 1), (1, 0), (0, 1)]
x, y = 0, 0
for dx, dy in moves:
    x, y = x + dx, y + dy
    print((x, y), grid[(x, y)])
