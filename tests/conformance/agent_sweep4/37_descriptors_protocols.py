class Typed:
    def __init__(self, kind, default=None):
        self.kind, self.default = kind, default
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None: return self
        return getattr(obj, self.private, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.private, value)
class Person:
    name = Typed(str, "anon")
    age = Typed(int, 0)
    def __init__(self, name=None, age=None):
        if name is not None: self.name = name
        if age is not None: self.age = age
    def __repr__(self): return f"Person({self.name!r}, {self.age})"
p = Person("ann", 30); q = Person()
print(p, q, Person.name.name, Person.age.private)
try:
    p.age = "old"
except TypeError as e:
    print("TypeError:", e)
class Lazy:
    def __init__(self, fn): self.fn = fn
    def __get__(self, obj, cls):
        if obj is None: return self
        v = self.fn(obj)
        setattr(obj, self.fn.__name__, v)
        return v
class Data:
    loads = 0
    @Lazy
    def heavy(self):
        Data.loads += 1
        return [i * i for i in range(5)]
d = Data(); print(d.heavy, d.heavy, Data.loads)
class Proxy:
    def __init__(self, target): self._t = target
    def __getattr__(self, name):
        if name.startswith("_"): raise AttributeError(name)
        return getattr(self._t, name)
pr = Proxy([3, 1, 2]); pr.sort(); print(pr._t, pr.count(1))
try:
    pr.nope
except AttributeError as e:
    print("AttributeError:", e)
class Seq:
    def __init__(self, n): self.n = n
    def __getitem__(self, i):
        if i >= self.n: raise IndexError(i)
        return i * 10
s = Seq(4)
print(list(s), 20 in s, 25 in s, list(reversed([*s])), sorted(s, reverse=True), max(s), [x for x in s if x])
class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self):
        n = self.n
        while n: yield n; n -= 1
    def __reversed__(self): return iter(range(1, self.n + 1))
    def __len__(self): return self.n
    def __bool__(self): return self.n > 0
print(list(Countdown(3)), list(reversed(Countdown(3))), len(Countdown(4)), bool(Countdown(0)), 2 in Countdown(3))
class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
print([10, 20, 30][Idx(1)], "abc"[Idx(-1)], bin(Idx(5)), range(Idx(3)), hex(Idx(255)), [1, 2, 3, 4][Idx(1):Idx(3)])
class Vec:
    def __init__(self, *c): self.c = c
    def __add__(self, o):
        if not isinstance(o, Vec): return NotImplemented
        return Vec(*(a + b for a, b in zip(self.c, o.c)))
    def __radd__(self, o):
        if o == 0: return self
        return NotImplemented
    def __mul__(self, k): return Vec(*(a * k for a in self.c))
    __rmul__ = __mul__
    def __matmul__(self, o): return sum(a * b for a, b in zip(self.c, o.c))
    def __neg__(self): return self * -1
    def __abs__(self): return sum(a * a for a in self.c) ** 0.5
    def __eq__(self, o): return isinstance(o, Vec) and self.c == o.c
    def __lt__(self, o): return abs(self) < abs(o)
    def __round__(self, n=0): return Vec(*(round(a, n) for a in self.c))
    def __repr__(self): return f"Vec{self.c}"
    __hash__ = None
vs = [Vec(1, 2), Vec(3, 4), Vec(0.5, 0.25)]
print(sum(vs), 2 * vs[0], vs[0] @ vs[1], -vs[1], abs(vs[1]), round(Vec(1.234, 5.678), 1), sorted(vs), max(vs), vs[0] == Vec(1, 2), vs[0] != Vec(1, 2))
try:
    vs[0] + 1
except TypeError as e:
    print("TypeError:", e)
try:
    vs[0] < 3
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
try:
    {vs[0]}
except TypeError as e:
    print("TypeError:", e)
class Acc:
    def __init__(self): self.items = []
    def __iadd__(self, x): self.items.append(x); return self
    def __contains__(self, x): return x in self.items
    def __call__(self, *a, **k): return f"called {a} {k}"
a = Acc(); a += 1; a += 2; print(a.items, 2 in a, 3 in a, a(1, x=2), callable(a))
