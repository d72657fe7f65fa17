# __index__, __repr__ and iterators that change a deque while one of its
# methods is converting arguments or building a result.
from collections import deque

class Idx:
    def __init__(self, target, value, action):
        self.target = target
        self.value = value
        self.action = action
    def __index__(self):
        self.action(self.target)
        return self.value

def attempt(label, fn):
    try:
        result = fn()
    except Exception as exc:
        print(label, "->", type(exc).__name__ + ":", exc)
    else:
        print(label, "->", result)

d = deque(range(5))
attempt("getitem, index clears", lambda: d[Idx(d, 2, deque.clear)])
print(d)
d = deque(range(5))
attempt("getitem, index grows", lambda: d[Idx(d, 7, lambda t: t.extend(range(10)))])
d = deque(range(5))
def set_shrinking():
    d[Idx(d, 4, lambda t: t.pop())] = "x"
attempt("setitem, index pops", set_shrinking)
print(d)
d = deque(range(5))
def del_clearing():
    del d[Idx(d, 0, deque.clear)]
attempt("delitem, index clears", del_clearing)
d = deque(range(6))
attempt("insert, index clears", lambda: d.insert(Idx(d, 3, deque.clear), "new"))
print(d)
d = deque(range(6))
attempt("insert, index grows", lambda: d.insert(Idx(d, 3, lambda t: t.extend("ab")), "new"))
print(d)
d = deque(range(6), maxlen=7)
attempt("insert, index fills", lambda: d.insert(Idx(d, 1, lambda t: t.append(9)), "new"))
print(d)
d = deque(range(6))
attempt("rotate, index clears", lambda: d.rotate(Idx(d, 2, deque.clear)))
print(d)
d = deque(range(6))
attempt("index, start clears", lambda: d.index(3, Idx(d, 1, deque.clear)))
d = deque(range(6))
attempt("index, stop grows", lambda: d.index(8, 0, Idx(d, 100, lambda t: t.extend(range(10)))))
d = deque([1, 2])
attempt("repeat, count clears", lambda: d * Idx(d, 3, deque.clear))
d = deque([1, 2])
def imul_grow():
    global d
    d *= Idx(d, 2, lambda t: t.append(3))
    return d
attempt("*=, count appends", imul_grow)

class Shouter:
    def __init__(self, target):
        self.target = target
    def __repr__(self):
        self.target.clear()
        self.target.extend(range(50))
        return "shout"

d = deque(["a"])
d.append(Shouter(d))
d.append("b")
print(repr(d))
print(len(d), d[0], d[-1])

def feeder(target):
    for i in range(5):
        target.clear()
        yield i
d = deque(range(3))
d.extend(feeder(d))
print(d)
d = deque(range(3))
d.extendleft(feeder(d))
print(d)

a = deque()
a.append(a)
b = deque()
b.append(b)
print(a == a, repr(a))
attempt("self-containing ==", lambda: a == b)
x = deque([1])
y = x
for _ in range(3):
    y = deque([y])
print(y)
it = iter(d)
del d
print(list(it))
