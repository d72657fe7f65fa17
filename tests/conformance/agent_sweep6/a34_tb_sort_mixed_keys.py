rows = [
    {"name": "widget", "price": 2.5, "stock": 10},
    {"name": "gadget", "price": "3.10", "stock": 0},
    {"name": "doohickey", "price": 1.75, "stock": 4},
]
in_stock = [r for r in rows if r["stock"]]
print(sorted(in_stock, key=lambda r: r["price"]))
by_price = sorted(rows,
                  key=lambda r: (r["price"], r["name"]),
                  reverse=True)
print(by_price)
