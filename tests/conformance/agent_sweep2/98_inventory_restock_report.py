from collections import defaultdict
from datetime import date, timedelta
stock = {"apples": 12, "bananas": 0, "cherries": 4, "dates": 40}
daily_use = {"apples": 3, "bananas": 5, "cherries": 2, "dates": 1.5}
lead_days = 3
today = date(2024, 6, 10)
report = defaultdict(list)
for item, qty in sorted(stock.items()):
    use = daily_use[item]
    days_left = qty / use if use else float("inf")
    if qty == 0:
        report["out"].append(item)
    elif days_left <= lead_days:
        report["reorder"].append((item, round(days_left, 1), today + timedelta(days=int(days_left))))
    else:
        report["ok"].append(item)
for status in ("out", "reorder", "ok"):
    print(f"{status.upper():<8}", report.get(status, []))
for item, days, when in report["reorder"]:
    print(f"  {item}: {days} days left, runs out {when:%a %d %b}")
print(f"{len(stock)} items, {sum(stock.values())} units, {sum(1 for q in stock.values() if q)} in stock")
