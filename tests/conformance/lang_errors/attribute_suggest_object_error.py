class Order:
    def __init__(self, total, customer):
        self.total = total
        self.customer = customer

    def with_tax(self):
        return round(self.total * 1.2, 2)


o = Order(100, "kim")
print(o.total, o.customer, o.with_tax())
print(o.costumer)
