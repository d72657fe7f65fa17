class Inventory:
    def __init__(self):
        self._items = {}
    def add(self, name, qty=1):
        if qty <= 0:
            raise ValueError(f"qty must be positive: {qty}")
        self._items[name] = self._items.get(name, 0) + qty
        return self
    def remove(self, name, qty=1):
        if name not in self._items:
            raise KeyError(name)
        left = self._items[name] - qty
        if left < 0:
            raise ValueError(f"only {self._items[name]} {name} left")
        if left == 0:
            del self._items[name]
        else:
            self._items[name] = left
    def __len__(self):
        return sum(self._items.values())
    def __contains__(self, name):
        return name in self._items
    def __iter__(self):
        return iter(sorted(self._items.items()))
    def __getitem__(self, name):
        return self._items[name]
    def __repr__(self):
        return f"Inventory({self._items})"
    def __bool__(self):
        return bool(self._items)
inv = Inventory().add("apple", 5).add("pear").add("apple", 2)
print(inv, len(inv), "apple" in inv, inv["apple"])
for name, qty in inv:
    print(name, qty)
inv.remove("pear")
print(inv, bool(inv), bool(Inventory()))
for op in [lambda: inv.remove("kiwi"), lambda: inv.remove("apple", 10), lambda: inv.add("x", 0), lambda: inv["none"]]:
    try:
        op()
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
print(list(inv), dict(inv))
