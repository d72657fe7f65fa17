# Class-body annotations referring to later classes, and the same without the future import in a function.
from __future__ import annotations


class Order:
    customer: Customer
    items: list[Item]
    total: Decimal = 0

    def __init__(self, customer, items):
        self.customer = customer
        self.items = items


class Customer:
    orders: list[Order]

    def __init__(self, name):
        self.name = name
        self.orders = []


class Item:
    sku: str
    price: float


c = Customer("Ada")
o = Order(c, ["x"])
c.orders.append(o)
print(o.customer.name, len(c.orders), Order.total)
print(Item.__name__, hasattr(Item, "sku"), Customer.__init__.__name__)
