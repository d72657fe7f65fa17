from collections import deque
d = deque()
def g():
    yield 1; d.__init__((), 2); yield 2; yield 3; yield 4
d.extend(g()); print(d, len(d))
d.append(9); print(d)
d = deque()
def g2():
    yield 1; d.__init__((), 3); yield 2; yield 3; yield 4; yield 5
d.extendleft(g2()); print(d, len(d))
d = deque(maxlen=0)
def g3():
    yield 1; d.__init__((), 5); yield 2; yield 3
d.extend(g3()); print(d)
d = deque([1,2,3], maxlen=5)
def g4():
    yield 1; d.__init__((), None); yield 2; yield 3; yield 4; yield 5; yield 6; yield 7
d.extend(g4()); print(d)
class E:
    def __init__(s, v): s.v = v
    def __eq__(s, o):
        d.__init__(range(100), 3)
        return False
    def __repr__(s): return 'E%d' % s.v
d = deque([E(i) for i in range(5)])
for f in [lambda: d.count(1), lambda: d.index(1), lambda: d.remove(1), lambda: 1 in d, lambda: d == deque([1]*len(d)), lambda: d < deque([1]*3)]:
    d.__init__([E(i) for i in range(5)], None)
    try: print(f(), d)
    except Exception as ex: print(type(ex).__name__, ex, d)
class R:
    def __repr__(s):
        d.__init__(range(50), 2)
        return 'R'
d = deque([R(), R(), 3])
print(repr(d), d)
d = deque([1, 2, 3], maxlen=4)
class I:
    def __index__(s):
        d.__init__(range(10), 1); return 3
try: d *= I(); print(d)
except Exception as ex: print(type(ex).__name__, ex)
d = deque([1, 2, 3], maxlen=4)
try: print(d * I(), d)
except Exception as ex: print(type(ex).__name__, ex)
d = deque([1, 2, 3], maxlen=4)
try: d.insert(I(), 7); print(d)
except Exception as ex: print(type(ex).__name__, ex)
d = deque([1, 2, 3], maxlen=4)
try: d.rotate(I()); print(d)
except Exception as ex: print(type(ex).__name__, ex)
d = deque([1, 2, 3], maxlen=4)
try: d[I()] = 5; print(d)
except Exception as ex: print(type(ex).__name__, ex)
d = deque([1, 2, 3, 4])
try: print(d.index(3, I(), I()))
except Exception as ex: print(type(ex).__name__, ex)
d = deque(range(5))
try: d += d; print(d)
except Exception as ex: print(type(ex).__name__, ex)
class DD(deque):
    def __iter__(s):
        s.__init__((), 1)
        return iter([7, 8, 9])
x = DD([1,2,3])
x.extend(x); print(x)
x = DD([1,2,3])
x += x; print(x)
x = DD([1,2,3], 5)
print(x.copy(), x.__copy__())
x = deque([1,2,3], 4)
x.extend(deque(range(20))); print(x)
it = iter(x); next(it); x.__init__([1]); 
try: next(it)
except Exception as ex: print(type(ex).__name__, ex)
x = deque(range(10))
for y in x:
    if y == 3:
        x.__init__(range(10))
        break
print(x)
