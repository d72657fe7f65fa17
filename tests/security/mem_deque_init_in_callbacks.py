# expect: ok
# args: --gc-stress
# stdout-contains: done
# deque.__init__ run again from user code in the middle of a deque
# operation (an iterator's __next__, an item's __eq__ or __repr__, an
# __index__) empties the deque and sets a new maxlen: every operation must
# read the storage again after the callback, and the deque stay usable.
from collections import deque
d = deque()
def gen(maxlen):
    yield 1
    d.__init__(range(40), maxlen)
    for i in range(10):
        yield i
for maxlen in (None, 0, 1, 3, 100):
    for left in (False, True):
        d.__init__([7] * 5)
        (d.extendleft if left else d.extend)(gen(maxlen))
        d.append(1); d.appendleft(2); d.rotate(3)
        if len(d) > 1: d.pop(); d.popleft()
class E:
    def __init__(s, v): s.v = v
    def __eq__(s, o):
        d.__init__(range(100), 3)
        return False
    __hash__ = None
    def __repr__(s):
        d.__init__(range(50), 2)
        return 'E'
class I:
    def __index__(s):
        d.__init__(range(10), 1)
        return 2
ops = [lambda: d.count(1), lambda: d.index(1), lambda: d.remove(1), lambda: 1 in d,
       lambda: d == deque([1] * len(d)), lambda: d < deque([1] * 3), lambda: repr(d),
       lambda: d.insert(I(), 7), lambda: d.rotate(I()), lambda: d.__setitem__(I(), 5),
       lambda: d.index(3, I(), I()), lambda: d * I(), lambda: d.__imul__(I()),
       lambda: d.__getitem__(I()), lambda: d.__delitem__(I())]
for f in ops:
    d.__init__([E(i) for i in range(8)], None)
    try:
        f()
    except (ValueError, RuntimeError, IndexError, TypeError):
        pass
    list(d); len(d); d.append(0)
    if d: d.popleft()
class DD(deque):
    def __iter__(s):
        s.__init__((), 1)
        return iter([7, 8, 9])
x = DD([1, 2, 3])
x.extend(x); repr(x); x += x; x.copy()
print('done')
