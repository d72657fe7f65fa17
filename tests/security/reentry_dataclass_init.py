# expect: ok
# args: --callback-stress
# stdout: P(x=1, y=300, z='zz') []
# stdout: ['replaced']
# stdout: Q(a=30, b=0) ['a', 'a', 'a', 'a', 'b', 'b', 'b', 'b']
# stdout: 2 4 [('set', 1), ('set', 2)]
# stdout: R(d=7, e=4) R(d=9, e=8)
# stdout: KeyError 'factory'
# stdout: 1 1
# stdout: FrozenInstanceError cannot assign to field 'm'
# stdout: 5 1 2
# stdout: TypeError Sub() takes no arguments
# A dataclass's __init__ called with positional arguments binds in one
# native step (dataclasses._dc_init over the plan _make_init made), which
# calls default factories and stores each field through setattr: a user
# __setattr__, a data descriptor or a factory that replaces or deletes the
# class's __init__, re-runs __init__ on the same instance, raises, or makes
# garbage while the step holds the plan, the arguments and the value
# being stored. Output as CPython's.
import dataclasses
from dataclasses import dataclass, field

log = []

def factory():
    # The class changes under its __init__: new field defaults, a new
    # __init__, garbage.
    P.__init__ = lambda self, *a: log.append("replaced")
    junk = [[i] * 4 for i in range(300)]
    return len(junk)

@dataclass
class P:
    x: int
    y: list = field(default_factory=factory)
    z: str = "zz"

p = P(1)
print(p, log)
P(2)
print(log)

@dataclass
class Q:
    a: int
    b: int = 0
    def __setattr__(self, name, value):
        log.append(name)
        if name == "a" and value > 0:
            self.__init__(value - 1, value)
        object.__setattr__(self, name, value * 10)

log.clear()
q = Q(3)
print(q, log)

class Desc:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, owner=None):
        if obj is None:
            return 7
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        log.append(("set", value))
        setattr(obj, self.name, value)
        if value == 1:
            type(obj).__init__(obj, 2, 5)

@dataclass
class R:
    d: int = Desc()
    e: int = 4

log.clear()
r = R(1)
print(r.d, r.e, log)
print(R(), R(9, 8))

def bad():
    raise KeyError("factory")

@dataclass
class S:
    u: int
    v: list = field(default_factory=bad)

try:
    S(1)
except KeyError as e:
    print("KeyError", e)

@dataclass(frozen=True)
class F:
    m: int
    n: list = field(default_factory=lambda: [F.__init__])

f = F(1)
print(f.m, len(f.n))
try:
    f.m = 2
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e)

@dataclass
class Many:
    a: int
    b: int = 1
    c: int = 2

class Sub(Many):
    def __setattr__(self, name, value):
        if name == "b":
            del Many.__init__
        object.__setattr__(self, name, value)

s = Sub(5)
print(s.a, s.b, s.c)
try:
    Sub(6)
except TypeError as e:
    print("TypeError", e)
