prices = {"apple": 1.2, "pear": 0.8}
order = [("apple", 3), ("pear", 2)]
total = 0
for item, qty in order:
    unit = prices(item)
    total += unit * qty
print(total)
