# Flatten a grid of strings into ints; one cell is blank.
grid = [["1", "2"], ["3", ""]]
print("rows:", len(grid))
cells = [[int(c) for c in row] for row in grid]
print(cells)
