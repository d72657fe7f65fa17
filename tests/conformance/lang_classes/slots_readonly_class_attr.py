# A store to a slotted instance whose class has a plain attribute of that
# name (no slot): CPython calls it read-only.
class T:
    __slots__ = ()
t = T()
try:
    t.x = 1
except AttributeError as e:
    print(e)
T.x = 5
for i in range(2):
    try:
        t.x = 2
    except AttributeError as e:
        print(e)
class W:
    __slots__ = ('x',)
w = W()
w.x = 1
print(w.x)
W.x = 3
for i in range(2):
    try:
        w.x = 4
    except AttributeError as e:
        print(e)
print(w.x, W.x)
del W.x
try:
    w.x = 5
except AttributeError as e:
    print(e)
class S(W):
    pass
s = S()
s.x = 6
print(s.x)
try:
    object().y = 1
except AttributeError as e:
    print(e)
from collections import deque
try:
    deque.pop = None
except TypeError as e:
    print(e)
