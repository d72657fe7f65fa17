# Which subjects match sequence and mapping patterns, and how their items
# are read: CPython 3.11's rules for subclasses, ABCs and registration.
from collections import (namedtuple, deque, defaultdict, Counter, OrderedDict,
                         UserDict, UserList, UserString, ChainMap)
import collections.abc as cabc


def kind(v):
    match v:
        case [*_]:
            return "sequence"
        case {}:
            return "mapping"
        case _:
            return "neither"


P = namedtuple("P", "x y")
class T(tuple): pass
class L(list): pass
class D(dict): pass
class S(str): pass
class B(bytes): pass
class MySeq(cabc.Sequence):
    def __init__(self, *a): self.a = a
    def __len__(self): return len(self.a)
    def __getitem__(self, i): return self.a[i]
class MyMut(cabc.MutableSequence):
    def __init__(self, *a): self.a = list(a)
    def __len__(self): return len(self.a)
    def __getitem__(self, i): return self.a[i]
    def __setitem__(self, i, v): self.a[i] = v
    def __delitem__(self, i): del self.a[i]
    def insert(self, i, v): self.a.insert(i, v)
class MyMap(cabc.Mapping):
    def __init__(self, **k): self.k = k
    def __len__(self): return len(self.k)
    def __getitem__(self, i): return self.k[i]
    def __iter__(self): return iter(self.k)
class SubMySeq(MySeq): pass
class Plain:
    def __len__(self): return 2
    def __getitem__(self, i):
        if i < 2: return i
        raise IndexError(i)
class Registered(Plain): pass
cabc.Sequence.register(Registered)
class RegMap:
    def __init__(self): self.d = {"k": "reg"}
    def __len__(self): return 1
    def __getitem__(self, k): return self.d[k]
    def get(self, k, default=None): return self.d.get(k, default)
cabc.Mapping.register(RegMap)
class Both(Plain, cabc.Sequence): pass      # primary base Plain: no flag
class ListFirst(Plain, list): pass          # primary base list

for v in [P(1, 2), T((3, 4)), L([5, 6]), (7, 8), [9], range(2), deque([1]),
          MySeq(1), MyMut(2), SubMySeq(3), Registered(), Plain(), Both(), ListFirst(),
          UserList([1]), UserString("ab"), "ab", S("cd"), b"ef", B(b"gh"),
          bytearray(b"ij"), {1: 2}, D(), defaultdict(int), Counter(), OrderedDict(),
          UserDict(), MyMap(), RegMap(), ChainMap(), 5, None, {1, 2}, frozenset(),
          iter([1]), (x for x in [])]:
    print(type(v).__name__, kind(v))

print(hasattr(cabc.Sequence, '__abc_tpflags__'), hasattr(cabc.Mapping, '__abc_tpflags__'))

# Sequences: fixed and starred patterns, subpatterns, guards.
def seq(v):
    match v:
        case []:
            return "empty"
        case [x]:
            return f"one {x!r}"
        case [x, y] if x == y:
            return f"pair of {x!r}"
        case [int(x), str(y)]:
            return f"int then str {x} {y}"
        case [first, *rest] if len(rest) > 2:
            return f"first {first!r} rest {rest!r}"
        case [*init, last]:
            return f"init {init!r} last {last!r}"
        case _:
            return "?"

for v in [[], (1,), [2, 2], (3, "a"), deque([1, 2, 3, 4]), MySeq(5, 6, 7),
          UserList([8, 9]), P(1, 1), T((4, "b")), range(5), MyMut("a", "b", "c", "d")]:
    print(seq(v))

# A sequence that logs how it is read: a star wildcard reads by index,
# any other pattern iterates once.
class Log(cabc.Sequence):
    def __init__(self, *a): self.a = a
    def __len__(self):
        print("  len")
        return len(self.a)
    def __getitem__(self, i):
        print("  getitem", i)
        return self.a[i]
    def __iter__(self):
        print("  iter")
        return iter(self.a)

for label, v in [("fixed", Log(1, 2, 3))]:
    print(label)
    match v:
        case [a, b, c]:
            print(" ->", a, b, c)
    match v:
        case [a, *_, c]:
            print(" ->", a, c)
    match v:
        case [_, *mid, _]:
            print(" ->", mid)
    match v:
        case [*_]:
            print(" -> any")
    match v:
        case [_, _, _]:
            print(" -> three")
    match v:
        case [1, *_, 9]:
            print(" -> no")
        case [*_, 2, x]:
            print(" ->", x)

# Mappings: get() is asked with a default of its own; __missing__ adds nothing.
d = defaultdict(list, a=1)
match d:
    case {"a": 1, "b": b}:
        print("matched", b)
    case {"a": a}:
        print("only a", a, sorted(d))

class G(dict):
    def get(self, k, default=None):
        print("  get", k, type(default).__name__)
        return super().get(k, default)
match G(a=1, b=2, c=3):
    case {"a": 1, **rest}:
        print("rest", rest)
match MyMap(x=1, y=2):
    case {"x": x, **rest}:
        print("MyMap", x, rest)
match RegMap():
    case {"k": v}:
        print("RegMap", v)
match ChainMap({"a": 1}, {"b": 2}):
    case {"b": b, **rest}:
        print("ChainMap", b, rest)
match Counter("aab"):
    case {"a": n}:
        print("Counter", n)
match OrderedDict(z=26):
    case {"z": z}:
        print("OrderedDict", z)
match UserDict(k="u"):
    case {"k": v}:
        print("UserDict", v)

class K:
    A = "a"
    B = "a"
try:
    match {"a": 1, "c": 2}:
        case {K.A: 1, K.B: 2}:
            print("no")
except ValueError as e:
    print("ValueError:", e)
try:
    match MyMap(a=1, c=2):
        case {K.A: _, K.B: _}:
            print("no")
except ValueError as e:
    print("ValueError:", e)

class Boom(cabc.Mapping):
    def __len__(self): return 1
    def __iter__(self): return iter(["k"])
    def __getitem__(self, k): return 1
    def get(self, k, default=None):
        raise RuntimeError("get failed for " + k)
try:
    match Boom():
        case {"k": _}:
            pass
except RuntimeError as e:
    print("RuntimeError:", e)

# A class pattern over a namedtuple and a sequence pattern inside a mapping.
match {"point": P(3, 4), "path": deque([(0, 0), (1, 1)])}:
    case {"point": P(x=3, y=y), "path": [(0, 0), *others]}:
        print("nested", y, others)
