# Snapshot an order before applying discounts: shallow vs deep copies of plain objects.
import copy


class LineItem:
    def __init__(self, sku, qty, price):
        self.sku = sku
        self.qty = qty
        self.price = price

    def __repr__(self):
        return f"LineItem({self.sku!r}, {self.qty}, {self.price})"


class Order:
    def __init__(self, customer, items):
        self.customer = customer
        self.items = items
        self.notes = []

    def total(self):
        return round(sum(i.qty * i.price for i in self.items), 2)


order = Order("ACME", [LineItem("A1", 2, 9.99), LineItem("B7", 1, 24.5)])
shallow = copy.copy(order)
deep = copy.deepcopy(order)
order.items[0].price = 7.99
order.items.append(LineItem("C3", 5, 1.0))
order.notes.append("discount applied")
order.customer = "ACME Corp"
print(order.total(), shallow.total(), deep.total())
print(shallow.customer, deep.customer, shallow.items is order.items, deep.items is order.items)
print(shallow.notes, deep.notes, deep.items)
print(type(deep).__name__, isinstance(deep, Order), deep is not order)
