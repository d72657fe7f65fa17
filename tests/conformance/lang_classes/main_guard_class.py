class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, qty):
        self.items[name] = self.items.get(name, 0) + qty

    def report(self):
        return ", ".join(f"{k}={v}" for k, v in sorted(self.items.items()))


def run():
    inv = Inventory()
    for name, qty in [("bolt", 5), ("nut", 3), ("bolt", 2)]:
        inv.add(name, qty)
    print(inv.report())


if __name__ != "__main__":
    print("not main")
if __name__ == "__main__":
    run()
    print("done")
