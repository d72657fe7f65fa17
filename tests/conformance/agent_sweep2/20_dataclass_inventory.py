from dataclasses import dataclass, field, asdict, astuple, replace
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
items = [Item("pen", 1.5, 10), Item("book", 12.0, 2, ["paper"]), Item("lamp", 30.0, 1)]
for it in sorted(items, reverse=True):
    print(it, it.value)
print(asdict(items[1]))
print(astuple(items[2]))
print(replace(items[0], qty=3))
print(items[0] == Item("pen", 1.5, 10), items[0] < items[1])
try:
    Item()
except TypeError as e:
    print(e)
