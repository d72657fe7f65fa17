# An uncaught KeyError whose key is a tuple.
grid = {(0, 0): "start", (1, 0): "wall"}
print(grid[(0, 0)], grid.get((5, 5), "empty"))
for pos in [(0, 0), (1, 0)]:
    print(pos, grid[pos])
print(grid[(2, 3)])
