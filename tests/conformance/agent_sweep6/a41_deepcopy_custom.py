import copy
from dataclasses import dataclass, field

class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.meta = {"history": []}
    def __repr__(self):
        return f"Matrix({self.rows}, history={self.meta['history']})"

class Config:
    instances = 0
    def __init__(self, name, parent=None):
        Config.instances += 1
        self.name = name
        self.parent = parent
        self.children = []
        self.cache = {"computed": name.upper()}
        if parent:
            parent.children.append(self)
    def __deepcopy__(self, memo):
        print(f"  deepcopy {self.name} (memo has {len([k for k in memo if k != id(memo)])} entries)")
        clone = Config.__new__(Config)
        memo[id(self)] = clone
        clone.name = self.name + "'"
        clone.parent = copy.deepcopy(self.parent, memo)
        clone.children = copy.deepcopy(self.children, memo)
        clone.cache = {}
        return clone
    def __copy__(self):
        print(f"  copy {self.name}")
        clone = Config.__new__(Config)
        clone.__init__ if False else None
        clone.name, clone.parent, clone.children, clone.cache = self.name, self.parent, self.children, dict(self.cache)
        return clone

m = Matrix([[1, 2], [3, 4]])
shallow = copy.copy(m)
deep = copy.deepcopy(m)
shallow.rows[0][0] = 99
deep.meta["history"].append("edited")
print(m, shallow.rows is m.rows, deep.rows is m.rows, deep)

root = Config("root")
child = Config("child", root)
Config("leaf", child)
clone = copy.deepcopy(root)
print(clone.name, [c.name for c in clone.children], clone.children[0].parent is clone, clone.cache, Config.instances)
c2 = copy.copy(child)
print(c2.name, c2.parent is root, c2.children is child.children, c2.cache == child.cache, c2.cache is child.cache)

@dataclass
class Order:
    id: int
    lines: list = field(default_factory=list)
    tags: frozenset = frozenset()
o = Order(1, [{"sku": "a", "qty": 1}], frozenset({"x"}))
o2 = copy.deepcopy(o)
o2.lines[0]["qty"] = 5
print(o, o2, o.tags is o2.tags, copy.replace(o, id=2) if hasattr(copy, "replace") else "no copy.replace in 3.11")

shared = [1, 2]
data = {"a": shared, "b": shared, "self": None}
data["self"] = data
dup = copy.deepcopy(data)
print(dup["a"] is dup["b"], dup["self"] is dup, dup["a"] is shared)
memo = {}
x = copy.deepcopy([shared, shared], memo)
print(x[0] is x[1], id(shared) in memo, len([k for k in memo if k != id(memo)]))
t = (1, "s", (2, 3))
print(copy.deepcopy(t) is t, copy.copy([t])[0] is t, copy.deepcopy((1, [2]))[1] is not None)
class Unpicklable:
    def __reduce_ex__(self, proto):
        raise TypeError("nope")
try:
    copy.deepcopy(Unpicklable())
except TypeError as e:
    print("TypeError:", e)
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __reduce__(self):
        return (Point, (self.x, self.y), {"tag": "restored"})
    def __repr__(self):
        return f"Point({self.x}, {self.y}, {getattr(self, 'tag', None)})"
p = copy.deepcopy(Point([1], 2))
print(p, copy.copy(Point(3, 4)))
class WithState:
    def __init__(self): self.v = 1
    def __reduce__(self):
        return (WithState, (), {"v": 42})
    def __setstate__(self, st):
        print("setstate", st); self.v = st["v"] + 1
print(copy.copy(WithState()).v)
class Stack(list):
    def __reduce_ex__(self, proto):
        return (Stack, (), None, iter(self))
s = copy.deepcopy(Stack([[1], [2]]))
print(type(s).__name__, s)
class Reg(dict):
    def __reduce__(self):
        return (Reg, (), None, None, iter(self.items()))
r = copy.copy(Reg(a=1))
print(type(r).__name__, r)
class Singleton:
    def __reduce__(self):
        return "Singleton"
o = Singleton()
print(copy.copy(o) is o, copy.deepcopy(o) is o)
class Slotted:
    __slots__ = ("a",)
    def __init__(self): self.a = 1
    def __reduce__(self):
        return (Slotted.__new__, (Slotted,), (None, {"a": 7}))
print(copy.copy(Slotted()).a)
class Bad:
    def __reduce__(self):
        return (Bad,)
try:
    copy.copy(Bad())
except TypeError as e:
    print("TypeError:", e)
