from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, make_dataclass, InitVar
from typing import List, Optional

@dataclass
class Order:
    id: int
    items: List[str] = field(default_factory=list)
    discount: float = field(default=0.0, repr=False)
    note: str = field(default='', compare=False)
    total: float = field(init=False, default=0.0)

    def __post_init__(self):
        self.total = round(len(self.items) * 9.99 * (1 - self.discount), 2)

o1 = Order(1, ['a', 'b'], 0.1, note='rush')
o2 = Order(1, ['a', 'b'], 0.1)
print(o1, o1.total, o1 == o2, o1.note)
print([f.name for f in fields(o1)], is_dataclass(o1), is_dataclass(Order), is_dataclass(5))
print(asdict(o1))
print(astuple(o2))
o3 = replace(o1, items=['z'])
print(o3, o3.total)

@dataclass
class Account:
    owner: str
    password: InitVar[str]
    hashed: str = field(init=False)
    def __post_init__(self, password):
        self.hashed = password[::-1]
acc = Account('ann', 'secret')
print(acc, [f.name for f in fields(acc)])

@dataclass(unsafe_hash=True)
class Tag:
    name: str
    weight: int = 1
print(len({Tag('x'), Tag('x'), Tag('y', 2)}), hash(Tag('a')) == hash(Tag('a')))

@dataclass
class Team:
    name: str
    members: List['Member'] = field(default_factory=list)

@dataclass
class Member:
    name: str
    lead: bool = False

t = Team('core', [Member('a', True), Member('b')])
print(asdict(t))
print(t.members[0] == Member('a', True), t.members[0] == ('a', True))

@dataclass
class Animal:
    name: str
    sound: str = '...'
    def speak(self):
        return f'{self.name} says {self.sound}'

@dataclass
class Dog(Animal):
    sound: str = 'woof'
    tricks: List[str] = field(default_factory=list)

d = Dog('rex', tricks=['sit'])
print(d, d.speak(), isinstance(d, Animal), Dog.__match_args__)
print(Animal('cat') == Dog('cat'), Animal('cat') == Animal('cat'))

Point3 = make_dataclass('Point3', [('x', int), ('y', int), ('z', int, field(default=0))])
p = Point3(1, 2)
print(p, asdict(p))

@dataclass(eq=False)
class Handle:
    fd: int
h = Handle(3)
print(h == Handle(3), h == h)

@dataclass
class Recursive:
    val: int
    nxt: Optional['Recursive'] = None
print(Recursive(1, Recursive(2)))
print(sorted([Member('b'), Member('a')], key=lambda m: m.name))
