from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError, InitVar, KW_ONLY
from typing import Optional, List
@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
    tags: List[str] = field(default_factory=list, compare=False, repr=False)
    done: bool = False
t1 = Task(2, "write"); t2 = Task(1, "plan", ["x"]); t3 = Task(2, "test", done=True)
print(sorted([t1, t2, t3]), t1 < t3, t1 == Task(2, "other"))
print(asdict(t2), astuple(t3), replace(t1, done=True), [f.name for f in fields(Task)])
@dataclass(frozen=True)
class Point:
    x: float
    y: float = 0.0
    def dist(self): return (self.x ** 2 + self.y ** 2) ** 0.5
p = Point(3, 4)
print(p, p.dist(), hash(p) == hash(Point(3, 4)), {p, Point(3, 4)}, p == Point(3.0, 4.0))
try:
    p.x = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: list = field(default_factory=list)
    rate: InitVar[float] = 0.0
    def __post_init__(self, rate):
        if self.balance < 0:
            raise ValueError(f"negative balance for {self.owner!r}")
        self.balance = round(self.balance * (1 + rate), 2)
print(Account("ann", 100, rate=0.05), Account("bob"))
try:
    Account("eve", -1)
except ValueError as e:
    print(e)
@dataclass(slots=True)
class Vec:
    x: int
    y: int
v = Vec(1, 2)
print(v, Vec.__slots__)
try:
    v.z = 3
except AttributeError as e:
    print("AttributeError:", e)
@dataclass(kw_only=True)
class Config:
    host: str = "localhost"
    port: int = 8080
    debug: bool = False
print(Config(port=9000), Config())
try:
    Config("x")
except TypeError as e:
    print("TypeError:", e)
@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: Optional[str] = None
print(Mixed(1, c="z"), Mixed(a=5, b=1))
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print("ValueError:", e)
try:
    Task()
except TypeError as e:
    print("TypeError:", e)
@dataclass(eq=False)
class Node:
    val: int
print(Node(1) == Node(1), Node(1).__eq__(Node(1)) is NotImplemented or "other")
print(repr(Task), Task.__dataclass_fields__["tags"].default_factory is list if False else "ok", Point.__match_args__)
