# Subclasses of deque: extra methods, an __init__ that calls super(),
# overridden methods, and what copies and arithmetic make of them.
from collections import deque

class History(deque):
    def __init__(self, items=(), limit=3):
        super().__init__(items, maxlen=limit)
        self.pushes = 0
    def push(self, item):
        self.pushes += 1
        self.append(item)
    def latest(self):
        return self[-1] if self else None

h = History(["a", "b"])
h.push("c")
h.push("d")
print(h, h.latest(), h.pushes, h.maxlen, len(h), type(h).__name__)
print(isinstance(h, deque), isinstance(h, History))
c = h.copy()
print(type(c).__name__, c, c.pushes)
print(h + deque(["z"]), type(h + deque(["z"])).__name__)
print(h * 2)

class Stack(deque):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]

s = Stack([1, 2])
s.push(3)
print(s, s.peek(), s.pop(), s)
s.label = "work"
print(s.label, s)
s += [10, 11]
print(s, type(s).__name__)
s *= 2
print(s)
print(s == deque([1, 2, 10, 11, 1, 2, 10, 11]), deque([1]) == Stack([1]))

class Loud(deque):
    def append(self, x):
        super().append(("loud", x))
    def __repr__(self):
        return "Loud" + repr(list(self))

l = Loud()
l.append(1)
l.extend([2])
print(l, len(l))

class NoInit(deque):
    def __init__(self):
        pass

n = NoInit()
n.append(5)
n.appendleft(4)
print(n, n.maxlen)

class Counted(deque):
    def __len__(self):
        return 42

k = Counted([1, 2])
print(len(k), bool(k), list(k))
print(Stack.__name__, Stack[int].__name__ if hasattr(Stack[int], "__name__") else "alias")
