grid = {}
for x in range(3):
    for y in range(3):
        grid[(x, y)] = x * y
print(grid[(2, 2)], grid[1, 2], len(grid))
moves = [(0, 1), (1, 0), (0, -1), (-1, 0)]
pos = (1, 1)
neighbors = []
for dx, dy in moves:
    nxt = (pos[0] + dx, pos[1] + dy)
    if nxt in grid:
        neighbors.append(nxt)
print(neighbors)
pairs = {("a", 1): "first", ("b", 2): "second"}
for (letter, num), label in pairs.items():
    print(letter, num, label)
