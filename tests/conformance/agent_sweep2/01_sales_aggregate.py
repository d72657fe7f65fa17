records = """2024-01-03,widget,3,19.99
2024-01-03,gadget,1,249.00
2024-01-04,widget,5,19.99
2024-01-05,doohickey,12,2.50
2024-01-05,gadget,2,239.00"""
from collections import defaultdict
totals = defaultdict(float)
units = defaultdict(int)
for line in records.splitlines():
    date, item, qty, price = line.split(",")
    totals[item] += int(qty) * float(price)
    units[item] += int(qty)
for item in sorted(totals, key=totals.get, reverse=True):
    print(f"{item:<10} {units[item]:>4} units  ${totals[item]:>10,.2f}")
grand = sum(totals.values())
print(f"Grand total: {grand:.2f}")
print(f"Share: {', '.join(f'{k}={v/grand:.1%}' for k, v in totals.items())}")
print(max(totals.items(), key=lambda kv: kv[1]))
print(dict(units))
