class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, qty=1):
        self.items[name] = self.items.get(name, 0) + qty

    def count(self):
        return sum(self.items.values())


inv = Inventory()
inv.add("apple", 3)
inv.add("pear")
print(inv.count(), len(inv.items))
print(len(inv))
