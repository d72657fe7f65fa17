rows = [("Widget", 4, 3.5), ("Gadget", 10, 12.25), ("Thingamajig", 1, 99.999)]
header = f"{'Item':<12}{'Qty':>5}{'Price':>10}{'Total':>11}"
print(header)
print("-" * len(header))
grand = 0
for name, qty, price in rows:
    total = qty * price
    grand += total
    print(f"{name:<12}{qty:>5}{price:>10.2f}{total:>11,.2f}")
print("-" * len(header))
print(f"{'TOTAL':<12}{'':>5}{'':>10}{grand:>11,.2f}")
