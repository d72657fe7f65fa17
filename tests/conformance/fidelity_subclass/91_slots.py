# Memory-lean records with __slots__, and what they refuse.
class Q:
    __slots__ = ("x",)
q = Q()
q.x = 1
print(q.x)
try:
    q.z = 3
except AttributeError as e:
    print("AttributeError", e)
class R(Q):
    __slots__ = ("y",)
r = R(); r.x = 1; r.y = 2
try:
    r.w = 0
except AttributeError as e:
    print("AttributeError", e)
class Open(Q):
    pass
o = Open(); o.anything = 5; print(o.anything)
class D:
    __slots__ = ("a", "__dict__")
d = D(); d.b = 3; print(d.b)
class S:
    __slots__ = "only"
s = S(); s.only = 1
try:
    s.other = 1
except AttributeError as e:
    print("AttributeError", e)
obj = object()
try:
    obj.x = 1
except AttributeError as e:
    print("AttributeError", e)
try:
    setattr(object(), "x", 1)
except AttributeError as e:
    print("AttributeError", e)
from collections import namedtuple
class P(namedtuple("P", "x y")):
    __slots__ = ()
    def norm(self):
        return abs(self.x) + abs(self.y)
p = P(3, -4)
print(p.norm())
try:
    p.z = 1
except AttributeError as e:
    print("AttributeError", e)
class E(Exception):
    __slots__ = ()
e = E("m"); e.note = 1; print(e.note)
class T(tuple):
    __slots__ = ()
try:
    T((1,)).x = 1
except AttributeError as e:
    print("AttributeError", e)
class L(list):
    pass
l = L(); l.tag = 1; print(l.tag)
