from dataclasses import dataclass
from datetime import date
from statistics import mean

@dataclass
class Row:
    region: str
    rep: str
    q1: float
    q2: float
    q3: float
    q4: float
    since: date

    @property
    def total(self):
        return self.q1 + self.q2 + self.q3 + self.q4

    @property
    def growth(self):
        return (self.q4 - self.q1) / self.q1 if self.q1 else float("inf")

rows = [
    Row("North", "Ann Lee", 12500.5, 13200, 12999.99, 15800.25, date(2019, 4, 1)),
    Row("South", "Bo", 9800, 9100.1, 10400, 8700, date(2021, 11, 15)),
    Row("East", "Catherine Zeta", 0, 4500, 7800.75, 11200, date(2023, 1, 9)),
    Row("West", "Dev", 20100, 19800, 21000.5, 22500, date(2015, 7, 30)),
]
headers = ["Region", "Rep", "Q1", "Q2", "Q3", "Q4", "Total", "Growth", "Since"]
def cells(r):
    g = "n/a" if r.growth == float("inf") else f"{r.growth:+.1%}"
    return [r.region, r.rep, *(f"{q:,.2f}" for q in (r.q1, r.q2, r.q3, r.q4)), f"{r.total:,.0f}", g, f"{r.since:%b %Y}"]
table = [headers] + [cells(r) for r in rows]
widths = [max(len(str(row[i])) for row in table) for i in range(len(headers))]
numeric = {2, 3, 4, 5, 6, 7}
def fmt(row):
    return " | ".join(f"{c:>{w}}" if i in numeric else f"{c:<{w}}" for i, (c, w) in enumerate(zip(row, widths)))
print(fmt(headers))
print("-+-".join("-" * w for w in widths))
for r in sorted(rows, key=lambda r: r.total, reverse=True):
    print(fmt(cells(r)))
print("=" * (sum(widths) + 3 * (len(widths) - 1)))
avgs = [mean(getattr(r, q) for r in rows) for q in ("q1", "q2", "q3", "q4")]
print(fmt(["AVG", "", *(f"{a:,.2f}" for a in avgs), f"{sum(avgs):,.0f}", "", ""]))
best = max(rows, key=lambda r: r.growth if r.growth != float("inf") else -1)
print(f"\nBest growth: {best.rep!r} in {best.region} ({best.growth:.2%}), total {best.total:_.1f}")
print(f"{'Share of total':^40}")
grand = sum(r.total for r in rows)
for r in rows:
    share = r.total / grand
    print(f"{r.region:<6}{'#' * round(share * 30):<30}{share:>7.2%}")
print(f"{grand:e} {grand:.3g} {grand:015,.2f} {-grand:+,} {int(grand):#x} {int(grand):_b}"[:90])
