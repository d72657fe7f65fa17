orders = [
    {"id": 1, "status": "shipped"},
    {"id": 2, "status": "pending"},
    {"id": 3, "status": "shipped"},
]
pending = next(o["id"] for o in orders if o["status"] == "pending")
print("first pending:", pending)
cancelled = next((o["id"] for o in orders if o["status"] == "cancelled"), None)
print("first cancelled:", cancelled)
refunded = next(o["id"] for o in orders if o["status"] == "refunded")
print("first refunded:", refunded)
