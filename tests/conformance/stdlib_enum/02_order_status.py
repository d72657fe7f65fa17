from enum import Enum


class OrderStatus(Enum):
    PENDING = "pending"
    PAID = "paid"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"

    def can_transition_to(self, new):
        return new in TRANSITIONS[self]

    @property
    def is_final(self):
        return self in (OrderStatus.DELIVERED, OrderStatus.CANCELLED)


TRANSITIONS = {
    OrderStatus.PENDING: {OrderStatus.PAID, OrderStatus.CANCELLED},
    OrderStatus.PAID: {OrderStatus.SHIPPED, OrderStatus.CANCELLED},
    OrderStatus.SHIPPED: {OrderStatus.DELIVERED},
    OrderStatus.DELIVERED: set(),
    OrderStatus.CANCELLED: set(),
}

orders = [
    {"id": 101, "status": "pending", "next": "paid"},
    {"id": 102, "status": "paid", "next": "delivered"},
    {"id": 103, "status": "shipped", "next": "delivered"},
    {"id": 104, "status": "delivered", "next": "cancelled"},
]
for o in orders:
    cur = OrderStatus(o["status"])
    nxt = OrderStatus(o["next"])
    ok = cur.can_transition_to(nxt)
    print(f"order {o['id']}: {cur.value:>9} -> {nxt.value:<9} {'ok' if ok else 'REJECTED'} final={nxt.is_final}")

counts = {}
for s in ["paid", "paid", "shipped", "pending", "paid"]:
    st = OrderStatus(s)
    counts[st] = counts.get(st, 0) + 1
print(counts)
print({s.name: len(TRANSITIONS[s]) for s in OrderStatus})
print(sorted(OrderStatus, key=lambda s: s.value))
