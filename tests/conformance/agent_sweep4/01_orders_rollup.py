from collections import defaultdict, Counter
orders = [
    {"id": 1, "customer": "alice", "items": [("apple", 3, 0.5), ("pear", 1, 1.25)], "region": "north"},
    {"id": 2, "customer": "bob", "items": [("apple", 10, 0.45)], "region": "south"},
    {"id": 3, "customer": "alice", "items": [("kiwi", 4, 0.8), ("apple", 2, 0.5)], "region": "north"},
    {"id": 4, "customer": "carol", "items": [], "region": "east"},
    {"id": 5, "customer": "bob", "items": [("pear", 6, 1.1), ("kiwi", 1, 0.85)], "region": "south"},
]
totals = defaultdict(float)
qty = Counter()
for o in orders:
    for name, q, price in o["items"]:
        totals[o["customer"]] += q * price
        qty[name] += q
print(dict(totals))
print(qty.most_common(2), qty.total(), sorted(qty.elements())[:5])
by_region = {}
for o in orders:
    by_region.setdefault(o["region"], []).append(o["id"])
print(by_region)
print(f"{'customer':<10}|{'total':>10}|{'share':>8}")
grand = sum(totals.values())
for c, t in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{c:<10}|{t:>10.2f}|{t / grand:>8.1%}")
print(f"{'TOTAL':<10}|{grand:>10,.3f}|{1:>8.0%}")
empty = [o["id"] for o in orders if not o["items"]]
print("empty orders:", empty, any(o["items"] for o in orders), all(o["items"] for o in orders))
avg = {c: round(t / sum(1 for o in orders if o["customer"] == c), 3) for c, t in totals.items()}
print(avg)
print(max(orders, key=lambda o: len(o["items"]))["id"], min(totals, key=totals.get))
print(Counter(o["region"] for o in orders) + Counter(north=1), Counter("aab") - Counter("abc"))
c = Counter(a=3, b=1); c.subtract(a=5, c=2); print(c, +c, -c)
print(Counter(a=2) | Counter(a=1, b=3), Counter(a=2) & Counter(a=1, b=3), Counter({"x": 0}) == Counter())
