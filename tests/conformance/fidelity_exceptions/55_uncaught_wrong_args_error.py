# An uncaught TypeError from calling a method with a missing argument.
class Cart:
    def __init__(self):
        self.items = []

    def add(self, name, qty):
        self.items.append((name, qty))
        return len(self.items)


c = Cart()
print(c.add("pen", 2))
c.add("book")
