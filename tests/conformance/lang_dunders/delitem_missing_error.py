class Store:
    def __init__(self):
        self.items = {}

    def __setitem__(self, key, value):
        self.items[key] = value

    def __getitem__(self, key):
        return self.items[key]

    def __delitem__(self, key):
        if key not in self.items:
            raise KeyError(f"cannot delete {key!r}: not stored")
        del self.items[key]

    def __contains__(self, key):
        return key in self.items


s = Store()
s["a"] = 1
s["b"] = 2
del s["a"]
print("a" in s, "b" in s, s["b"])
del s["a"]
