class Registry:
    def __init__(self):
        self._items = {}

    def __setitem__(self, key, value):
        print(f"set {key}")
        self._items[key.lower()] = value

    def __getitem__(self, key):
        return self._items[key.lower()]

    def __delitem__(self, key):
        print(f"del {key}")
        del self._items[key.lower()]

    def __contains__(self, key):
        return key.lower() in self._items

    def __len__(self):
        return len(self._items)


r = Registry()
r["Alpha"] = 1
r["BETA"] = 2
print("alpha" in r, "Gamma" in r, "beta" not in r, len(r))
del r["ALPHA"]
print("alpha" in r, len(r), r["beta"])
