# dataclasses with inheritance, ordering, frozen instances and __post_init__.
from dataclasses import dataclass, field, FrozenInstanceError


@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)

    def __post_init__(self):
        if self.price < 0:
            raise ValueError("negative price for %s" % self.name)


@dataclass
class Book(Item):
    author: str = "unknown"


@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0


b = Book("SICP", 40.0, author="Abelson")
print(b, b == Book("SICP", 40.0, [], "Abelson"), isinstance(b, Item))
print(sorted([Version(1, 2), Version(1), Version(0, 9)]), Version(2) > Version(1, 9))
try:
    Item("bad", -1)
except ValueError as e:
    print(type(e).__name__, e)
v = Version(1)
try:
    v.major = 2
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print(hash(v) == hash(Version(1)), {v: "one"}[Version(1, 0)])
try:
    Item()
except TypeError as e:
    print(type(e).__name__, e)
a, c = Item("a"), Item("c")
a.tags.append("x")
print(a.tags, c.tags)
try:
    Version(1) < Item("x")
except TypeError as e:
    print(type(e).__name__, e)
