sales = [
    {"region": "North", "rep": "Ann", "amount": 1200.5, "month": "2024-01"},
    {"region": "South", "rep": "Bob", "amount": 830.0, "month": "2024-01"},
    {"region": "North", "rep": "Cid", "amount": 415.25, "month": "2024-02"},
    {"region": "East", "rep": "Dee", "amount": 999.99, "month": "2024-02"},
    {"region": "South", "rep": "Bob", "amount": 1500, "month": "2024-03"},
    {"region": "North", "rep": "Ann", "amount": 75.5, "month": "2024-03"},
]
from collections import defaultdict
by_region = defaultdict(float)
for s in sales:
    by_region[s["region"]] += s["amount"]
print(dict(by_region))
total = sum(by_region.values())
print(f"{'Region':<10}{'Total':>12}{'Share':>8}")
print("-" * 30)
for region, amt in sorted(by_region.items(), key=lambda kv: -kv[1]):
    print(f"{region:<10}{amt:>12,.2f}{amt / total:>8.1%}")
print(f"{'TOTAL':<10}{total:>12,.2f}")
reps = {}
for s in sales:
    reps.setdefault(s["rep"], []).append(s["amount"])
for rep, amts in sorted(reps.items()):
    print(rep, len(amts), round(sum(amts) / len(amts), 2), max(amts))
months = sorted({s["month"] for s in sales})
print(months, len(months))
