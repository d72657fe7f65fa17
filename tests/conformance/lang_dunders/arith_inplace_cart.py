class Cart:
    def __init__(self):
        self.items = []

    def __iadd__(self, item):
        print(f"  adding {item}")
        self.items.append(item)
        return self

    def __isub__(self, item):
        print(f"  removing {item}")
        self.items.remove(item)
        return self

    def __imul__(self, n):
        self.items = self.items * n
        return self


cart = Cart()
same = cart
cart += "apple"
cart += "bread"
cart -= "apple"
cart *= 3
print(cart.items, cart is same)
totals = {"c": cart}
totals["c"] += "milk"
print(len(totals["c"].items))
