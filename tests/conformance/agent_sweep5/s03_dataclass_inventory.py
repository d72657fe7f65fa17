from dataclasses import dataclass, field, asdict, replace, astuple
from typing import List, Optional

@dataclass(order=True)
class Item:
    sort_index: float = field(init=False, repr=False)
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)
    note: Optional[str] = None

    def __post_init__(self):
        self.sort_index = self.price * self.qty

    @property
    def value(self) -> float:
        return self.price * self.qty

items = [Item("widget", 2.5, 10, ["a"]), Item("gadget", 12.0, 2), Item("doohickey", 0.75, 100, ["b", "c"], "bulk")]
for it in sorted(items):
    print(it, it.value)
print(asdict(items[0]))
print(astuple(items[1]))
cheap = replace(items[1], price=1.0)
print(cheap, cheap.sort_index)
print(items[0] == Item("widget", 2.5, 10, ["a"]))
print(max(items).name, min(items).name)
try:
    Item("x")
except TypeError as e:
    print("TypeError:", e)
print(Item.__dataclass_fields__.keys() if hasattr(Item, '__dataclass_fields__') else None)
