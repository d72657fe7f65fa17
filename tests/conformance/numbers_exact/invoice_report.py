# An agent summarising an order: totals, tax, discounts, aligned columns.
items = [
    ("Widget", 3, 19.99),
    ("Gadget (large)", 1, 1249.5),
    ("Cable", 12, 0.35),
    ("Service fee", 1, 75),
]
subtotal = 0
print(f"{'Item':<16}{'Qty':>5}{'Price':>12}{'Total':>14}")
print("-" * 47)
for name, qty, price in items:
    line = qty * price
    subtotal += line
    print(f"{name:<16}{qty:>5}{price:>12,.2f}{line:>14,.2f}")
print("-" * 47)
tax_rate = 0.0825
tax = round(subtotal * tax_rate, 2)
discount = -0.1 * subtotal if subtotal > 1000 else 0.0
total = subtotal + tax + discount
print(f"{'Subtotal':<33}{subtotal:>14,.2f}")
print(f"{'Tax (' + format(tax_rate, '.2%') + ')':<33}{tax:>14,.2f}")
print(f"{'Discount':<33}{discount:>+14,.2f}")
print(f"{'TOTAL':<33}{total:>14,.2f}")
print(f"Total in cents: {round(total * 100):,}")
print("Share of subtotal:", ", ".join(f"{n.split()[0]}={q * p / subtotal:.1%}" for n, q, p in items))
print(repr(subtotal), repr(tax), repr(total))
