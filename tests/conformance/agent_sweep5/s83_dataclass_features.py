from dataclasses import dataclass, field, KW_ONLY, InitVar
import dataclasses
@dataclass(kw_only=True)
class A:
    x: int
    y: int = 2
@dataclass
class B:
    a: int
    _: KW_ONLY
    b: int = 0
    c: InitVar[int] = 5
    d: int = field(init=False, default=0)
    def __post_init__(self, c):
        self.d = self.a + c
@dataclass(slots=True, frozen=True)
class P:
    x: float
    y: float
    def dist(self): return (self.x ** 2 + self.y ** 2) ** 0.5
@dataclass(eq=False)
class N:
    v: int
print(A(x=1), B(1, b=2, c=3), P(3, 4).dist(), N(1) == N(1), hash(P(1, 2)) == hash(P(1, 2)))
try: A(1)
except TypeError as e: print(e)
try: B(1, 2)
except TypeError as e: print(e)
try: P(1, 2).x = 5
except dataclasses.FrozenInstanceError as e: print(type(e).__name__, e)
print(dataclasses.fields(B)[-1].name, dataclasses.is_dataclass(P), dataclasses.is_dataclass(P(1, 2)), P.__match_args__ if hasattr(P, "__match_args__") else None)
C = dataclasses.make_dataclass("C", [("q", int), ("r", str, field(default="z"))], frozen=True)
print(C(1), C(1) == C(1, "z"), repr(C))
@dataclass(order=True)
class V:
    major: int
    minor: int = 0
print(sorted([V(1, 2), V(0, 9), V(1, 0)]), V(1) < V(1, 1), max(V(2), V(1, 99)))
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print(e)
print(dataclasses.asdict(B(1)), dataclasses.replace(P(1, 2), y=5))
