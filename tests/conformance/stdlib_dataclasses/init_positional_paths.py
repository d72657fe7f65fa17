# __init__ called with positional arguments only, against keywords and
# mixed calls: the same fields, order of assignment, defaults, factories,
# __post_init__, frozen classes, slots, setters and errors.
import dataclasses
from dataclasses import dataclass, field, InitVar

log = []

def make_list():
    log.append('factory')
    return []

@dataclass
class A:
    x: int
    y: str = 'y'
    z: list = field(default_factory=make_list)
    hidden: int = field(default=7, init=False)
    nodefault: int = field(init=False, repr=False)
    w: float = 1.5

for args, kw in [((1,), {}), ((1, 'b'), {}), ((1, 'b', [9]), {}), ((1, 'b', [9], 2.5), {}),
                 ((), {'x': 3}), ((1,), {'w': 0.5})]:
    log.clear()
    a = A(*args, **kw)
    print(a, a.hidden, log, hasattr(a, 'nodefault'))

for bad in [(), (1, 2, 3, 4, 5)]:
    try:
        A(*bad)
    except TypeError as e:
        print('TypeError:', e)

class Watch:
    def __setattr__(self, name, value):
        log.append(('set', name, value))
        object.__setattr__(self, name, value)

@dataclass
class B(Watch):
    a: int
    b: int = 2
    c: int = field(default_factory=lambda: log.append('c-factory') or 3)
    def __post_init__(self):
        log.append(('post', self.a + self.b + self.c))

log.clear()
print(B(1), log)
log.clear()
print(B(1, 5, 6), log)

@dataclass(frozen=True)
class F:
    a: int
    b: tuple = (1, 2)

f = F(4)
print(f, hash(f) == hash(F(4)), f == F(4, (1, 2)))
try:
    f.a = 5
except dataclasses.FrozenInstanceError as e:
    print('frozen:', e)

@dataclass(slots=True)
class S:
    a: int
    b: str = 'b'
s = S(1)
print(s, S.__slots__)
try:
    s.c = 1
except AttributeError as e:
    print('AttributeError:', e)

@dataclass(kw_only=True)
class K:
    a: int = 0
    b: int = 1
print(K(), K(b=5))
try:
    K(1)
except TypeError as e:
    print('TypeError:', e)

@dataclass
class KReq:
    a: int
    _: dataclasses.KW_ONLY
    b: int
try:
    KReq(1)
except TypeError as e:
    print('TypeError:', e)
print(KReq(1, b=2))

@dataclass
class IV:
    a: int
    scale: InitVar[int] = 10
    def __post_init__(self, scale):
        self.a *= scale
print(IV(2), IV(2, 3))

def boom():
    raise ValueError('factory failed')

@dataclass
class E:
    a: int
    b: list = field(default_factory=boom)
try:
    E(1)
except ValueError as e:
    print('ValueError:', e)
print(E(1, [2]))

class Prop:
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, val):
        log.append(('prop', val))
        self._v = val * 2

@dataclass
class P(Prop):
    v: int = 0

log.clear()
p = P(21)
print(p.v, log)

@dataclass
class Base:
    a: int
    b: int = 1
@dataclass
class Child(Base):
    c: int = 2
print(Child(0), Child(0, 5, 6), [f.name for f in dataclasses.fields(Child)])
print(dataclasses.asdict(Child(9)), dataclasses.astuple(Child(9, 8)))
print(dataclasses.replace(Child(1), c=10))
