orders = [
    {"id": "A1", "qty": 3, "unit": 9.99, "tags": ["new"]},
    {"id": "B7", "qty": 0, "unit": 120.0, "tags": []},
    {"id": "C3", "qty": 12, "unit": 0.5, "tags": ["bulk", "promo"]},
    {"id": "D4", "qty": 1, "unit": 45.25, "tags": ["promo"]},
]
totals = [o["qty"] * o["unit"] for o in orders]
print("orders:", len(orders), "total:", sum(totals), "max:", max(totals), "min:", min(totals))
active = [o for o in orders if bool(o["qty"])]
print("active ids:", [o["id"] for o in active])
print("tag counts:", [len(o["tags"]) for o in orders], sum([len(o["tags"]) for o in orders]))
biggest = max(orders, key=lambda o: o["qty"] * o["unit"])
print("biggest:", biggest["id"], repr(biggest["unit"]), type(biggest["qty"]).__name__)
for o in orders:
    flag = "promo" in o["tags"]
    print(str(o["id"]).ljust(4), str(o["qty"]).rjust(3), repr(o["unit"]).rjust(7), int(flag), isinstance(o["unit"], float))
print(abs(min(totals) - max(totals)), round(sum(totals) / len(totals), 3))
