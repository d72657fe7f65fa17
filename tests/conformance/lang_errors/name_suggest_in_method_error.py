class Report:
    def __init__(self, rows):
        self.rows = rows

    def summary(self):
        total_rows = len(self.rows)
        nonempty = [r for r in self.rows if r]
        return f"{len(nonempty)}/{total_row} rows have data"


r = Report([[1], [], [2, 3]])
print(len(r.rows))
print(r.summary())
