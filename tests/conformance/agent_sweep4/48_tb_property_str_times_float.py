from dataclasses import dataclass
@dataclass
class Order:
    qty: int
    price: float
    @property
    def total(self):
        return self.qty * self.price
orders = [Order(2, 1.5), Order("3", 2.0)]
print(sum(o.total for o in orders))
