class Cart:
    def __init__(self):
        self.items = []
    def add_item(self, item):
        self.items.append(item)
    def total_price(self):
        return sum(i["price"] for i in self.items)
cart = Cart()
cart.add_item({"price": 3})
print(cart.total_price())
cart.add_items({"price": 4})
