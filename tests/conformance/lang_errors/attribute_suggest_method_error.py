class Cart:
    def __init__(self):
        self.items = []

    def add_item(self, name, qty=1):
        self.items.append((name, qty))
        return self

    def count(self):
        return sum(q for _, q in self.items)


c = Cart()
c.add_item("pen").add_item("pad", 2)
print(c.count())
c.add_items("ink", 3)
