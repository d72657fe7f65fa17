class Report:
    def __init__(self, rows):
        self.rows = rows
    @property
    def average(self):
        return sum(r["v"] for r in self.rows) / len(self.rows)
r = Report([])
print(f"avg={r.average:.2f}")
