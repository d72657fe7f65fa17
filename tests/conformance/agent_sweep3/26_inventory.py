from dataclasses import dataclass, field, asdict, astuple, replace
from decimal import Decimal
@dataclass(order=True)
class Item:
    sku: str
    name: str = field(compare=False)
    qty: int = 0
    price: Decimal = Decimal("0.00")
    tags: list = field(default_factory=list, repr=False, compare=False)
    @property
    def value(self):
        return self.qty * self.price
items = [Item("B-2", "Bolt", 150, Decimal("0.12")), Item("A-1", "Anchor", 3, Decimal("19.99"), ["heavy"]), Item("C-3", "Cable", 0, Decimal("4.50"))]
for it in sorted(items):
    print(it, f"{it.value:>10.2f}")
print(asdict(items[1]), astuple(items[2]))
print(replace(items[0], qty=0), items[0] == Item("B-2", "X", 150, Decimal("0.120")))
low = [i.sku for i in items if i.qty < 10]
print("low stock:", ", ".join(low) or "none", "| total value:", sum((i.value for i in items), Decimal(0)))
print(f"{'SKU':<5}{'Name':<8}{'Qty':>5}{'Price':>8}")
for i in items:
    print(f"{i.sku:<5}{i.name:<8}{i.qty:>5}{i.price:>8}")
try:
    Item()
except TypeError as e:
    print("TypeError:", e)
try:
    items[0] < "x"
except TypeError as e:
    print("TypeError:", e)
