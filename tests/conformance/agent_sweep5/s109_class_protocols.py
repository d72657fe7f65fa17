class A:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, A) and self.v == o.v
try:
    {A(1)}
except TypeError as e:
    print(e)
try:
    sorted([A(2), A(1)])
except TypeError as e:
    print(e)
class B:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"B({self.v})"
print(sorted([B(3), B(1), B(2)]), max([B(3), B(5)]), B(1) > B(0))
try:
    B(1) <= B(2)
except TypeError as e:
    print(e)
class Acc:
    def __init__(self): self.items = []
    def __iadd__(self, x):
        self.items.append(x); return self
    def __getattr__(self, name):
        if name.startswith("get_"):
            return lambda: name[4:]
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")
a = Acc()
a += 1; a += 2
print(a.items, a.get_thing())
try:
    a.other
except AttributeError as e:
    print(e)
class Audit:
    def __setattr__(self, k, v):
        print("set", k, v)
        super().__setattr__(k, v)
au = Audit(); au.x = 1; print(au.x)
class Reg:
    registry = {}
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        Reg.registry[key or cls.__name__.lower()] = cls
    @classmethod
    def create(cls, key, *a):
        return cls.registry[key](*a)
class Csv(Reg, key="csv"):
    def __init__(self, path="x"): self.path = path
class Json(Reg): pass
print(sorted(Reg.registry), type(Reg.create("csv", "p")).__name__, Reg.create("csv").path)
class Money:
    def __init__(self, c): self.c = c
    def __add__(self, o):
        if isinstance(o, Money): return Money(self.c + o.c)
        return NotImplemented
    def __radd__(self, o):
        if o == 0: return self
        return NotImplemented
    def __repr__(self): return f"${self.c}"
print(sum([Money(1), Money(2)]), Money(1) + Money(5))
try:
    Money(1) + 5
except TypeError as e:
    print(e)
try:
    5 - Money(1)
except TypeError as e:
    print(e)
class S:
    def __repr__(self): return "S-repr"
print(S(), str(S()), f"{S()}", [S()], "%s" % S())
class P:
    @property
    def area(self): return 1
class Q(P):
    @property
    def area(self): return super().area + 1
print(Q().area)
class Cnt:
    n = 0
    def __new__(cls, *a):
        cls.n += 1
        return super().__new__(cls)
    def __init__(self, x): self.x = x
Cnt(1); Cnt(2)
print(Cnt.n)
class W:
    def __bool__(self): return False
    def __len__(self): return 5
print(bool(W()), len(W()), "yes" if W() else "no")
class L:
    def __len__(self): return 0
print(bool(L()), not L())
class E:
    def __eq__(self, o): return True
print(E() == 1, E() != 1, 1 == E(), [E()].count(3), 3 in [E()])
class NoEq: pass
n = NoEq()
print(n == n, n != NoEq(), n in [n])
