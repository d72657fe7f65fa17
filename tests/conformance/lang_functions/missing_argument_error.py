def invoice_line(item, qty, unit_price):
    return f"{item:<8}{qty:>3} x {unit_price:>6.2f} = {qty * unit_price:>7.2f}"


order = [("bolt", 12, 0.15), ("nut", 40, 0.05), ("washer", 100)]
total = 0
for entry in order:
    print(invoice_line(*entry))
    total += entry[1] * entry[2]
print("total", total)
