class Row:
    def __init__(self, *cells):
        self.cells = cells

    def __getitem__(self, i):
        return self.cells[i]


table = [Row("id", "name", "score"), Row(1, "ann", 9.5), Row(2, "bob")]
for row in table:
    print(row[0], row[1])
for row in table:
    print(row[2])
