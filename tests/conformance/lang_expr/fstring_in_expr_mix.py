items = [("widget", 3, 2.5), ("gadget", 10, 0.99)]
total = 0
for name, qty, unit in items:
    line = qty * unit
    total += line
    print(f"{name:<8}{qty:>4} x {unit:>5.2f} = {line:>7.2f}")
print("-" * 30)
print(f"{'TOTAL':<8}{'':>4}   {'':>5}   {total:>7.2f}")
print(f"{total:.1f}" if total > 10 else "small")
