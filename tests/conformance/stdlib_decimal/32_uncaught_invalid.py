from decimal import Decimal

rows = ["12.50", "7.25", "N/A", "3.10"]
total = Decimal(0)
for r in rows:
    total += Decimal(r)
    print("running", total)
