# A report builder called with a wrong keyword over several lines.
class Report:
    def __init__(self):
        self.rows = []
    def add(self, name, *, value):
        self.rows.append((name, value))
        return self

r = Report()
r.add("a", value=1)
print(r.rows)
r = (r
     .add("b", value=2)
     .add("c",
          amount=3))
