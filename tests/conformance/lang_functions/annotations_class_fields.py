class Order:
    id: int
    item: str
    qty: int = 1
    price: float = 0.0

    def __init__(self, id: int, item: str, qty: int = 1, price: float = 0.0) -> None:
        self.id = id
        self.item = item
        self.qty = qty
        self.price = price

    def total(self) -> float:
        return self.qty * self.price


orders: list[Order] = [Order(1, "pen", 10, 0.5), Order(2, "pad", price=3.25)]
for o in orders:
    print(o.id, o.item, o.qty, o.total())
print(Order.qty, Order.price)
print(hasattr(Order, "item"))
