class Report:
    def __init__(self, rows):
        self.rows = rows
    def totals(self):
        return {r["region"]: sum(r["sales"]) for r in self.rows}
    def render(self):
        t = self.totals()
        return "\n".join(f"{k}: {v}" for k, v in t.items())
rep = Report([{"region": "north", "sales": [1, 2]}, {"region": "south", "sales": [3, "4"]}])
print(Report(rep.rows[:1]).render())
print(rep.render())
