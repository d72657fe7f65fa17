class Base:
    registry = []
    def __init__(self, name):
        self.name = name
        Base.registry.append(name)
    def describe(self): return f"{type(self).__name__}({self.name})"
    def __str__(self): return self.describe()
class Loggable:
    def log(self, msg): return f"[{self.name}] {msg}"
    def describe(self): return "loggable:" + super().describe()
class Service(Loggable, Base):
    def __init__(self, name, port):
        super().__init__(name)
        self.port = port
    def describe(self): return super().describe() + f":{self.port}"
s = Service("api", 8080)
print(s, s.log("up"), Base.registry, isinstance(s, Loggable))
class A:
    def hi(self): return "A"
class B(A):
    def hi(self): return "B>" + super().hi()
class C(A):
    def hi(self): return "C>" + super().hi()
class D(B, C):
    def hi(self): return "D>" + super().hi()
print(D().hi())
try:
    class X(A, B): pass
except TypeError as e:
    print("TypeError:", e)
class Shape:
    sides = 0
    def __init_subclass__(cls, sides=0, **kw):
        super().__init_subclass__(**kw)
        cls.sides = sides
    def area(self): raise NotImplementedError(f"{type(self).__name__}.area")
class Tri(Shape, sides=3):
    def __init__(self, b, h): self.b, self.h = b, h
    def area(self): return 0.5 * self.b * self.h
class Sq(Shape, sides=4): pass
print(Tri.sides, Sq.sides, Shape.sides, Tri(3, 4).area())
try:
    Sq().area()
except NotImplementedError as e:
    print("NotImplementedError:", e)
from abc import ABC, abstractmethod
class Repo(ABC):
    @abstractmethod
    def get(self, k): ...
    @abstractmethod
    def put(self, k, v): ...
    def get_or(self, k, d=None):
        try: return self.get(k)
        except KeyError: return d
class MemRepo(Repo):
    def __init__(self): self.d = {}
    def get(self, k): return self.d[k]
    def put(self, k, v): self.d[k] = v
r = MemRepo(); r.put("a", 1); print(r.get("a"), r.get_or("b", "none"), isinstance(r, Repo))
try:
    Repo()
except TypeError as e:
    print("TypeError:", e)
class Half(Repo):
    def get(self, k): return 1
try:
    Half()
except TypeError as e:
    print("TypeError:", e)
class Slotted:
    __slots__ = ("x",)
class Sub(Slotted):
    __slots__ = ("y",)
o = Sub(); o.x = 1; o.y = 2; print(o.x, o.y)
try:
    o.z = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    Slotted().x
except AttributeError as e:
    print("AttributeError:", e)
class P:
    def __init__(self): self._v = 0
    @property
    def v(self): return self._v
    @v.setter
    def v(self, x): self._v = x
    @v.deleter
    def v(self): print("deleting"); del self._v
p = P(); p.v = 5; print(p.v); del p.v
try:
    p.v
except AttributeError as e:
    print("AttributeError:", e)
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["created_by"] = "Meta"
        cls = super().__new__(mcls, name, bases, ns)
        return cls
    def __repr__(cls): return f"<class {cls.__name__} via Meta>"
class WithMeta(metaclass=Meta): pass
print(WithMeta, WithMeta.created_by, type(WithMeta).__name__, isinstance(WithMeta, Meta))
class Singleton:
    _inst = None
    def __new__(cls, *a):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v): self.v = v
s1 = Singleton(1); s2 = Singleton(2); print(s1 is s2, s1.v)
class Cmp:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == getattr(o, "v", o)
print(Cmp(1) == Cmp(1), Cmp(1) == 1, 1 == Cmp(1), Cmp(1) != Cmp(2), Cmp(2) in [Cmp(1), Cmp(2)], [Cmp(3)].index(3))
try:
    hash(Cmp(1))
except TypeError as e:
    print("TypeError:", e)
print(super(B, D()).hi(), type.__name__, Service.__name__, Service.__qualname__, Service.__module__, Service.__doc__)
