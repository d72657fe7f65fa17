# Class-level mutable defaults and copies made in __init__.
class Inventory:
    default_items = ["map"]

    def __init__(self, items=None):
        self.items = list(items) if items is not None else list(self.default_items)


a = Inventory()
b = Inventory()
a.items.append("torch")
print(a.items, b.items, Inventory.default_items, a.items is b.items)
src = ["rope"]
c = Inventory(src)
src.append("knife")
print(c.items, src, c.items is src)


class Shared:
    items = []

    def add(self, x):
        self.items.append(x)


s1, s2 = Shared(), Shared()
s1.add(1)
s2.add(2)
print(s1.items, s2.items, Shared.items, s1.items is Shared.items)
