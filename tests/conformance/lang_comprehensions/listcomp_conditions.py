orders = [
    {"id": 1, "total": 120.0, "status": "paid"},
    {"id": 2, "total": 35.5, "status": "open"},
    {"id": 3, "total": 89.9, "status": "paid"},
    {"id": 4, "total": 250.0, "status": "refunded"},
]
paid = [o["id"] for o in orders if o["status"] == "paid"]
print(paid)
big_paid = [o["id"] for o in orders if o["status"] == "paid" if o["total"] > 100]
print(big_paid)
labels = [("high" if o["total"] > 100 else "low") for o in orders]
print(labels)
print([n for n in range(30) if n % 3 == 0 if n % 2 == 0])
print([o["total"] for o in orders if o["status"] != "refunded" and o["total"] < 100])
