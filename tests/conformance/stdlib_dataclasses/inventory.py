from dataclasses import dataclass, field, asdict
from typing import List, Dict

@dataclass
class Product:
    sku: str
    name: str
    price: float
    stock: int = 0

@dataclass
class Inventory:
    products: Dict[str, Product] = field(default_factory=dict)
    log: List[str] = field(default_factory=list, repr=False)

    def add(self, p: Product) -> None:
        self.products[p.sku] = p
        self.log.append(f'add {p.sku}')

    def restock(self, sku: str, n: int) -> None:
        self.products[sku].stock += n
        self.log.append(f'restock {sku} {n}')

    def value(self) -> float:
        return sum(p.price * p.stock for p in self.products.values())

inv = Inventory()
inv.add(Product('A1', 'widget', 2.5, 10))
inv.add(Product('B2', 'gadget', 10.0))
inv.restock('B2', 3)
print(inv)
print(inv.value(), inv.log)
print(asdict(inv))
low = [p.name for p in inv.products.values() if p.stock < 5]
print(low)
print(Product('A1', 'widget', 2.5, 10) == inv.products['A1'])
print(sorted(inv.products.values(), key=lambda p: p.price, reverse=True))

@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float
seen = {Coord(1.0, 2.0), Coord(1.0, 2.0), Coord(3.0, 4.0)}
print(len(seen), Coord(1.0, 2.0) in seen)

@dataclass
class Counter:
    count: int = 0
    step: int = field(default=1, init=False)
    def tick(self):
        self.count += self.step
        return self
print(Counter().tick().tick(), Counter(5))

@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int = 1
print(Opts(level=3))
try:
    Opts(True)
except TypeError as e:
    print('TypeError', e)
