# Inventory reorder report with nested data and early exits.
stock = {"widget": {"qty": 5, "min": 10, "supplier": "acme", "cost": 2.5},
         "gizmo": {"qty": 50, "min": 20, "supplier": "globex", "cost": 7.0},
         "doohickey": {"qty": 0, "min": 5, "supplier": "acme", "cost": 11.25},
         "thingamajig": {"qty": 19, "min": 20, "supplier": None, "cost": 0.99}}
orders = {}
for name, info in stock.items():
    if info["qty"] >= info["min"]:
        continue
    if not info["supplier"]:
        print(f"WARNING: {name} has no supplier")
        continue
    need = info["min"] * 2 - info["qty"]
    orders.setdefault(info["supplier"], []).append((name, need, need * info["cost"]))
for sup, items in sorted(orders.items()):
    print(f"== {sup} ==")
    for name, need, cost in items:
        print(f"  {name:<12} {need:>4} units  ${cost:>8,.2f}")
    print(f"  {'subtotal':<12} {sum(i[1] for i in items):>4} units  ${sum(i[2] for i in items):>8,.2f}")
print(any(i["qty"] == 0 for i in stock.values()), all(i["cost"] > 1 for i in stock.values()))
print(sorted(stock, key=lambda n: stock[n]["qty"] / stock[n]["min"]))
