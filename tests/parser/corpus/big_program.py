"""Inventory management example, the kind of thing an agent writes."""
import math
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable

TAX_RATE = 0.08
DISCOUNTS = {"gold": 0.15, "silver": 0.1, "bronze": 0.05}


@dataclass
class Item:
    sku: str
    name: str
    price: float
    quantity: int = 0
    tags: set[str] = field(default_factory=set)

    def total(self) -> float:
        return round(self.price * self.quantity, 2)


class Inventory:
    def __init__(self, items: Iterable[Item] = ()):
        self._items: dict[str, Item] = {}
        for it in items:
            self.add(it)

    def add(self, item: Item) -> None:
        if item.sku in self._items:
            existing = self._items[item.sku]
            existing.quantity += item.quantity
            existing.tags |= item.tags
        else:
            self._items[item.sku] = item

    def remove(self, sku: str, qty: int = 1) -> bool:
        item = self._items.get(sku)
        if item is None or item.quantity < qty:
            return False
        item.quantity -= qty
        if not item.quantity:
            del self._items[sku]
        return True

    def by_tag(self) -> dict[str, list[str]]:
        groups = defaultdict(list)
        for item in self._items.values():
            for tag in sorted(item.tags):
                groups[tag].append(item.name)
        return dict(groups)

    def value(self, tier: str | None = None) -> float:
        subtotal = sum(i.total() for i in self._items.values())
        discount = DISCOUNTS.get(tier, 0.0) if tier else 0.0
        return round(subtotal * (1 - discount) * (1 + TAX_RATE), 2)

    def __len__(self):
        return len(self._items)

    def __contains__(self, sku):
        return sku in self._items

    def __repr__(self):
        names = ", ".join(f"{i.name}x{i.quantity}" for i in self._items.values())
        return f"Inventory({names})"


def report(inv: Inventory) -> str:
    lines = [f"{'SKU':<8}{'Name':<12}{'Qty':>5}{'Total':>10}"]
    lines.append("-" * len(lines[0]))
    for item in sorted(inv._items.values(), key=lambda i: (-i.total(), i.sku)):
        lines.append(f"{item.sku:<8}{item.name:<12}{item.quantity:>5}{item.total():>10.2f}")
    return "\n".join(lines)


inv = Inventory([
    Item("A1", "widget", 2.5, 10, {"tools"}),
    Item("B2", "gadget", 12.0, 3, {"tools", "electronics"}),
    Item("C3", "doohickey", 0.99, 100),
])
inv.add(Item("A1", "widget", 2.5, 5, {"sale"}))
assert inv.remove("C3", 50)
assert not inv.remove("ZZ")
print(report(inv))
print(inv.by_tag())
for tier in (None, *DISCOUNTS):
    print(f"{tier or 'none':>8}: {inv.value(tier):10.2f}")
try:
    ratio = inv.value() / len(inv)
except ZeroDivisionError:
    ratio = math.nan
else:
    print(f"average value per SKU: {ratio:.3f}")
finally:
    print("done")
match len(inv):
    case 0:
        status = "empty"
    case n if n < 5:
        status = f"small ({n})"
    case _:
        status = "large"
final_answer({"status": status, "value": inv.value("gold"), "repr": repr(inv)})
