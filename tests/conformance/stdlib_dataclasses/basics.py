from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError
from typing import List, Optional, Dict
@dataclass
class Item:
    name: str
    price: float
    tags: List[str] = field(default_factory=list)
    qty: int = 1
    def total(self): return self.price * self.qty
@dataclass(order=True, frozen=True)
class Ver:
    major: int
    minor: int = 0
a = Item('apple', 1.5, ['fruit'], 3)
b = Item('pear', 2.0)
print(a, b, a.total(), a == Item('apple', 1.5, ['fruit'], 3), a != b)
print(asdict(a), astuple(b), replace(b, qty=5))
print([f.name for f in fields(Item)])
print(sorted([Ver(1, 2), Ver(1), Ver(0, 9)]), Ver(1) < Ver(1, 1), hash(Ver(1)) == hash(Ver(1)))
try:
    Ver(1).major = 3
except FrozenInstanceError as e:
    print('frozen:', e)
for bad in [lambda: Item(), lambda: Item('a', 1, [], 1, 2), lambda: Item('a', 1, color=3)]:
    try: bad()
    except TypeError as e: print(e)
@dataclass
class Node:
    val: int
    children: List['Node'] = field(default_factory=list)
    parent: Optional['Node'] = field(default=None, repr=False)
    def __post_init__(self):
        for c in self.children: c.parent = self
n = Node(1, [Node(2), Node(3)])
print(n, n.children[0].parent.val)
@dataclass
class Base:
    x: int
    y: int = 0
@dataclass
class Child(Base):
    z: int = 5
print(Child(1), Child(1, 2, 3), Child.__match_args__)
print(Item.__hash__ is None)
