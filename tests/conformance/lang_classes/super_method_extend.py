class Report:
    def header(self):
        return ["REPORT"]

    def render(self):
        return "\n".join(self.header() + self.body())

    def body(self):
        return ["(empty)"]


class SalesReport(Report):
    def __init__(self, sales):
        self.sales = sales

    def header(self):
        return super().header() + ["sales by region"]

    def body(self):
        return [f"{r}: {v}" for r, v in self.sales.items()]


class AnnotatedSales(SalesReport):
    def body(self):
        rows = super().body()
        return rows + [f"total: {sum(self.sales.values())}"]


print(Report().render())
print(AnnotatedSales({"north": 10, "south": 7}).render())
