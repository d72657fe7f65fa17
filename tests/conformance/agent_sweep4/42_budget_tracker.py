from collections import defaultdict
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
import json
txns = [
    ("2024-01-03", "groceries", "-54.20"), ("2024-01-05", "salary", "3200.00"), ("2024-01-09", "rent", "-1250"),
    ("2024-01-15", "groceries", "-61.35"), ("2024-01-20", "dining", "-38.90"), ("2024-02-01", "rent", "-1250"),
    ("2024-02-05", "salary", "3200.00"), ("2024-02-11", "groceries", "-72.05"), ("2024-02-14", "dining", "-95.5"),
    ("2024-02-29", "utilities", "-130.10"),
]
ledger = [{"date": date.fromisoformat(d), "cat": c, "amt": Decimal(a)} for d, c, a in txns]
monthly = defaultdict(lambda: defaultdict(Decimal))
for t in ledger:
    monthly[t["date"].strftime("%Y-%m")][t["cat"]] += t["amt"]
for m in sorted(monthly):
    cats = monthly[m]
    inc = sum(v for v in cats.values() if v > 0); exp = -sum(v for v in cats.values() if v < 0)
    print(f"{m}: income {inc:>9,.2f} expenses {exp:>9,.2f} net {inc - exp:>+9,.2f} savings {(inc - exp) / inc:.1%}")
    for c, v in sorted(cats.items(), key=lambda kv: kv[1]):
        if v < 0: print(f"    {c:<10} {-v:>8.2f} {'#' * int(-v // 50)}")
balance = Decimal(0); running = []
for t in sorted(ledger, key=lambda t: t["date"]):
    balance += t["amt"]; running.append((t["date"].isoformat(), str(balance)))
print(running[-3:], min(running, key=lambda r: Decimal(r[1])))
avg_daily = (-sum(t["amt"] for t in ledger if t["amt"] < 0) / ((ledger[-1]["date"] - ledger[0]["date"]).days + 1)).quantize(Decimal("0.01"), ROUND_HALF_UP)
print(avg_daily, type(avg_daily).__name__, (ledger[-1]["date"] - ledger[0]["date"]))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal): return float(o)
        if isinstance(o, date): return o.isoformat()
        return super().default(o)
print(json.dumps({k: dict(v) for k, v in sorted(monthly.items())}, cls=Enc, sort_keys=True))
print(json.dumps(ledger[:2], cls=Enc, indent=1))
week = defaultdict(list)
for t in ledger:
    iso = t["date"].isocalendar()
    week[(iso.year, iso.week)].append(t["cat"])
print(sorted(week.items())[:4])
upcoming = [date(2024, 3, 1) + timedelta(days=30 * i) for i in range(4)]
print([d.strftime("%a %d %b") for d in upcoming], [(d - date(2024, 2, 29)).days for d in upcoming])
