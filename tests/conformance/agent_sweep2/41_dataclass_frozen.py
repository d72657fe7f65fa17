from dataclasses import dataclass, field, FrozenInstanceError, fields, asdict
@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float
    label: str = "?"
    def moved(self, dlat, dlon):
        return Coord(self.lat + dlat, self.lon + dlon, self.label)
c = Coord(48.85, 2.35, "Paris")
print(c, hash(c) == hash(Coord(48.85, 2.35, "Paris")))
try:
    c.lat = 0
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(c.moved(1, 1), {c: 1}[Coord(48.85, 2.35, "Paris")])
print([f.name for f in fields(c)], [f.type for f in fields(Coord)])
@dataclass
class Node:
    name: str
    children: list = field(default_factory=list)
    meta: dict = field(default_factory=dict, repr=False, compare=False)
root = Node("root", [Node("a"), Node("b", [Node("c")])], {"x": 1})
print(root)
print(asdict(root))
print(Node("a") == Node("a", meta={"z": 2}))
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
@dataclass(eq=False)
class Plain:
    v: int
print(Plain(1) == Plain(1), Plain(2))
