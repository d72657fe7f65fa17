# Items whose __eq__ changes the deque being searched or compared: CPython
# stops with "deque mutated during iteration" (IndexError for remove),
# never reads freed storage, and leaves the deque usable.
from collections import deque

class Clearer:
    def __init__(self, target):
        self.target = target
        self.calls = 0
    def __eq__(self, other):
        self.calls += 1
        self.target.clear()
        return False
    __hash__ = None

class Grower:
    def __init__(self, target, n=100):
        self.target = target
        self.n = n
    def __eq__(self, other):
        for i in range(self.n):
            self.target.append(i)
        return False

class Raiser:
    def __eq__(self, other):
        raise ValueError("no comparing")

class Setter:
    def __init__(self, target):
        self.target = target
    def __eq__(self, other):
        self.target[-1] = "replaced"
        return False

def attempt(label, fn):
    try:
        result = fn()
    except Exception as exc:
        print(label, "->", type(exc).__name__ + ":", exc)
    else:
        print(label, "->", result)

for name in ("count", "index", "remove", "contains"):
    d = deque([1, 2, 3])
    c = Clearer(d)
    d.appendleft(c)
    if name == "contains":
        attempt(name + " with clearing __eq__", lambda: 5 in d)
    else:
        attempt(name + " with clearing __eq__", lambda: getattr(d, name)(5))
    print("  deque now", d, "calls", c.calls)

for name in ("count", "index", "remove", "contains"):
    d = deque(["a", "b"])
    d.appendleft(Grower(d))
    if name == "contains":
        attempt(name + " with growing __eq__", lambda: "zz" in d)
    else:
        attempt(name + " with growing __eq__", lambda: getattr(d, name)("zz"))
    print("  length now", len(d), d[1], d[-1])

d = deque([Raiser(), 1])
attempt("count raising", lambda: d.count(1))
attempt("index raising", lambda: d.index(1))
attempt("in raising", lambda: 1 in d)
attempt("remove raising", lambda: d.remove(1))
print(len(d))

d = deque([1, 2, 3])
d.appendleft(Setter(d))
attempt("count with setitem", lambda: d.count("replaced"))
print(d[-1])

a = deque([1, 2, 3])
b = deque([1, 2, 3])
a.appendleft(Clearer(a))
b.appendleft(0)
attempt("== with clearing item", lambda: a == b)
attempt("< with clearing item", lambda: deque([Clearer(b), 1]) < b)
a = deque([Grower(deque()), 1])
b = deque([0, 2])
print("grower elsewhere:", a[1:2] if False else a == b)
c = deque([5, 6])
x = deque([Grower(c, 3), 1])
attempt("< growing the other", lambda: x < c)
print(len(c))

class Popper:
    def __init__(self, target):
        self.target = target
    def __eq__(self, other):
        if self.target:
            self.target.pop()
        return NotImplemented

p = deque([0, 1, 2, 3, 4])
p[0] = Popper(p)
attempt("index popping", lambda: p.index(3))
print(len(p))

s = deque([1, 2, 3], maxlen=4)
s += s
print("self +=", s)
s.extend(s)
print("self extend", s)
s.extendleft(s)
print("self extendleft", s)
s *= 3
print("*= with maxlen", s)
t = deque([1, 2, 3])
t *= 2
t *= 1
print(t, t * -1, t * 0, len(t * 10))

class Eq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, Eq) and self.v == other.v
    def __repr__(self):
        return "Eq(%d)" % self.v

e = deque([Eq(1), Eq(2), Eq(2)])
print(e.count(Eq(2)), e.index(Eq(2)), Eq(1) in e)
e.remove(Eq(2))
print(e)
nan = float("nan")
print(nan in deque([nan]), deque([nan]).count(nan), deque([nan]) == deque([nan]))

def gen_extend():
    q = deque([0])
    def items():
        for i in range(3):
            q.append(("inner", i))
            yield i
    q.extend(items())
    return q
print(gen_extend())
