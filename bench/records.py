# Agent-style record processing: list of dicts, group by, aggregate, report.
CITIES = ["Paris", "Lyon", "Nice", "Lille", "Nantes", "Bordeaux"]
CATS = ["food", "travel", "books", "tools", "games"]


def make_orders(n):
    orders = []
    x = 7
    for i in range(n):
        x = (x * 48271) % 2147483647
        orders.append({
            "id": i,
            "city": CITIES[x % len(CITIES)],
            "category": CATS[(x >> 9) % len(CATS)],
            "amount": (x % 10000) / 100.0,
            "qty": 1 + x % 5,
            "paid": x % 11 != 0,
        })
    return orders


orders = make_orders(225000)
by_city = {}
for o in orders:
    if not o["paid"]:
        continue
    city = by_city.get(o["city"])
    if city is None:
        city = {"n": 0, "total": 0.0, "cats": {}}
        by_city[o["city"]] = city
    city["n"] += 1
    city["total"] += o["amount"] * o["qty"]
    city["cats"][o["category"]] = city["cats"].get(o["category"], 0) + o["qty"]
lines = []
for name in sorted(by_city):
    c = by_city[name]
    best = max(c["cats"], key=lambda k: c["cats"][k])
    lines.append(name + ": " + str(c["n"]) + " orders, " + str(round(c["total"], 2)) + ", top " + best)
big = [o["id"] for o in orders if o["amount"] > 99.5 and o["qty"] >= 4]
unpaid = sum([1 for o in orders if not o["paid"]])
print("\n".join(lines))
print(len(big), unpaid, isinstance(orders[0]["amount"], float))
