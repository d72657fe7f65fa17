def total_row(row):
    match row:
        case [name, qty, price]:
            return name, qty * price
        case [name, qty]:
            return name, qty * 1.0


rows = [["pen", 3, 1.5], ["pad", 2], ["clip", 10, 0.05]]
for r in rows:
    print(total_row(r))
name, amount = total_row(["stapler"])
print(name, amount)
