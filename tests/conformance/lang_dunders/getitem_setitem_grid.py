class Grid:
    def __init__(self, width, height, fill="."):
        self.width, self.height = width, height
        self.cells = [[fill] * width for _ in range(height)]

    def __getitem__(self, pos):
        x, y = pos
        return self.cells[y][x]

    def __setitem__(self, pos, value):
        x, y = pos
        self.cells[y][x] = value

    def show(self):
        for row in self.cells:
            print("".join(row))


g = Grid(5, 3)
g[0, 0] = "#"
g[4, 2] = "@"
g[2, 1] = g[0, 0]
g.show()
print(g[4, 2], g[1, 1])
