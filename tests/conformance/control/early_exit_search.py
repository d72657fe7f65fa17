orders = [
    {"id": 1, "status": "shipped", "total": 20},
    {"id": 2, "status": "pending", "total": 55},
    {"id": 3, "status": "pending", "total": 12},
    {"id": 4, "status": "cancelled", "total": 99},
]
first_pending = None
for order in orders:
    if order["status"] != "pending":
        continue
    first_pending = order
    break
print(first_pending)
big = [o["id"] for o in orders if o["total"] > 50 and o["status"] != "cancelled"]
print(big)
i = 0
while i < len(orders) and orders[i]["total"] < 50:
    i += 1
print("index of first total >= 50:", i)
