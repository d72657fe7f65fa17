class Base:
    kind = "base"
    def __init__(self, x): self.x = x
    def method(self): return 1
    @staticmethod
    def s(): return 2
    @classmethod
    def c(cls): return cls.__name__
class Child(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        print("subclassed", cls.__name__)
class GrandChild(Child): pass
c = Child(1, 2)
print(Child.__name__, Child.__qualname__, Child.__module__)
print([n for n in dir(c) if not n.startswith("__")])
print(isinstance(c, Base), issubclass(GrandChild, Base), type(c).__name__, c.c(), Child.s())
def outer():
    def inner(): pass
    class Local: pass
    return inner, Local
f, L = outer()
print(f.__name__, f.__qualname__, L.__qualname__, L.__name__)
T = type("T", (Base,), {"z": 3, "m": lambda self: self.x * 2})
t = T(5)
print(t.m(), t.z, T.__name__, T.kind, type(T).__name__)
print(getattr(c, "missing", "dflt"), hasattr(c, "y"), setattr(c, "w", 9), c.w, delattr(c, "w"), hasattr(c, "w"))
print(callable(c.method), callable(c), Base.method(c), c.method.__name__)
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self): self.a = 1
s = Slotted()
print(s.a, hasattr(s, "b"), Slotted.__slots__)
try: s.b
except AttributeError as e: print(e)
try: s.c = 1
except AttributeError as e: print(e)
print(isinstance(1, int | str), isinstance(True, int), type(True) is bool)
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(mcs, name, bases, ns)
class Tagged(metaclass=Meta): pass
print(Tagged.tag, type(Tagged).__name__)
class D:
    def __set_name__(self, owner, name): self.name = name
    def __get__(self, obj, typ=None): return f"desc {self.name}" if obj else self
class H:
    attr = D()
print(H().attr, type(H.attr).__name__)
print(str(Child), repr(Base), Child.__doc__, f.__doc__, int.__name__, len.__name__, type(len).__name__)
