# Agent-style records as small objects: reads, updates and method calls in
# loops over many instances, some with extra or deleted attributes.
class Order:
    tax = 0.2

    def __init__(self, oid, amount):
        self.oid = oid
        self.amount = amount
        self.status = "new"

    def gross(self):
        return round(self.amount * (1 + self.tax), 2)


orders = [Order(i, i * 1.5) for i in range(50)]
for o in orders[::7]:
    o.note = "check"
for o in orders[::11]:
    del o.status
seen = {"new": 0, "missing": 0, "note": 0}
total = 0.0
for o in orders:
    total += o.gross()
    if hasattr(o, "status"):
        o.status = "paid"
        seen["new"] += 1
    else:
        seen["missing"] += 1
    if getattr(o, "note", None):
        seen["note"] += 1
print(round(total, 2), seen)
print([o.status for o in orders if hasattr(o, "status")][:5])
Order.tax = 0.5
print(orders[3].gross(), orders[4].gross())
orders[4].tax = 0
print(orders[3].gross(), orders[4].gross())
try:
    print(orders[0].status)
except AttributeError as e:
    print("AttributeError:", e)
