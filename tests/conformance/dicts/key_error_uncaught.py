products = [
    {"name": "pen", "price": 1.5, "qty": 10},
    {"name": "pad", "price": 3.0, "qty": 4},
    {"name": "ink", "qty": 2},
]
total = 0
for p in products:
    line = p["price"] * p["qty"]
    total += line
    print(p["name"], line, total)
print("total", total)
