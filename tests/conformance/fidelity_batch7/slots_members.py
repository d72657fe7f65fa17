# __slots__: member descriptors (repr, __get__/__set__/__delete__, type checks),
# private names mangled, inheritance, '__dict__' among the slots, the
# checks CPython makes when the class is created, copy and dataclass(slots=True).
class C:
    __slots__ = ('x', '__s', 'y')
    def __init__(self):
        self.x = 1
        self.__s = 2
    def gets(self):
        return self.__s
c = C()
print(C.x, type(C.x).__name__, C._C__s, C.y)
print(c.gets(), c._C__s, C.x.__get__(c), C.x.__get__(None, C) is C.x)
C.x.__set__(c, 5); print(c.x)
try:
    c.y
except AttributeError as e:
    print(e)
try:
    C.y.__get__(c)
except AttributeError as e:
    print(e)
del c.x
try:
    print(c.x)
except AttributeError as e:
    print(e)
try:
    del c.y
except AttributeError as e:
    print(e)
try:
    c.z = 3
except AttributeError as e:
    print(e)
print(C.x.__name__, C.x.__qualname__)
print(hasattr(c, 'z'))
print(C.__slots__)
class D(C):
    __slots__ = ('w',)
d = D(); d.w = 4; print(d.x, d.w, D.x, D.w)
class E(C):
    pass
e = E(); e.q = 9; print(e.q)
class F:
    __slots__ = ('a', '__dict__')
f = F(); f.a = 1; f.b = 2; print(f.a, f.b, F.a)
try:
    class G:
        __slots__ = ('x',)
        x = 1
except ValueError as e:
    print(e)
class H:
    __slots__ = 'single'
print(H.single, H.__slots__)
try:
    C.x.__set__(1, 2)
except TypeError as e:
    print(e)
try:
    C.x.__get__(1)
except TypeError as e:
    print(e)
print(repr(C.x), str(C.x))
class I:
    __slots__ = ['p', 'q']
i = I(); i.p = 1
print(getattr(i, 'q', 'dflt'), hasattr(i, 'q'), hasattr(i, 'p'))
try:
    class J:
        __slots__ = ('a', 'a')
except TypeError as e:
    print('TE', e)
except ValueError as e:
    print('VE', e)
try:
    class K:
        __slots__ = ('1a',)
except TypeError as e:
    print(e)
try:
    class L:
        __slots__ = ('__dict__', '__dict__')
except TypeError as e:
    print(e)
print(D.__slots__)
class Mx:
    __slots__ = ('v',)
    def __init__(self, v): self.v = v
    def __repr__(self): return f"Mx({self.v})"
print(Mx(3), [Mx(i) for i in range(2)])
import copy as _copy_module
from dataclasses import dataclass
class C:
    __slots__ = ('x', '__s')
    def __init__(self, x, s):
        self.x = x
        self.__s = s
    def s(self):
        return self.__s
c = C(1, 2)
print([n for n in dir(c) if not n.startswith('__')], [n for n in dir(C) if not n.startswith('__')])
c2 = _copy_module.copy(c); c3 = _copy_module.deepcopy(c)
print(c2.x, c2.s(), c3.x, c3.s())
class G:
    __slots__ = ('a',)
    def __getattr__(self, name):
        return 'fallback ' + name
g = G()
print(g.a, g.b)
g.a = 5
print(g.a)
@dataclass(slots=True)
class P:
    x: int
    y: int = 0
p = P(1)
print(p, P.x, P.y)
try:
    p.z = 1
except AttributeError as e:
    print(e)
class Dslots:
    __slots__ = {'alpha': 'doc a', 'beta': 'doc b'}
d = Dslots(); d.alpha = 1
print(Dslots.alpha, d.alpha)
class E(Exception):
    __slots__ = ('code',)
e = E('m'); e.code = 3
print(e.code, E.code, e.args)
class Base:
    __slots__ = ('v',)
class Again(Base):
    __slots__ = ('v',)
a = Again(); a.v = 1
print(Again.v, Base.v, a.v)
class NoSlots(Base):
    pass
n = NoSlots(); n.v = 2; n.w = 3
print(n.v, n.w)
try:
    class Bad:
        __slots__ = (1,)
except TypeError as e:
    print(e)
try:
    class Bad2:
        __slots__ = ('x',)
        @property
        def x(self): return 1
except ValueError as e:
    print(e)
class _Under:
    __slots__ = ('__p',)
    def __init__(self): self.__p = 1
print(_Under._Under__p)
class ___:
    __slots__ = ('__q',)
print(___.__q)
class Doc:
    __slots__ = ('__dunder__',)
print(Doc.__dunder__)
print(C.x.__doc__, C.x.__name__, C._C__s.__name__)
try:
    type(C.x)()
except TypeError as e:
    print(e)
print(isinstance(C.x, property), callable(C.x))
class T:
    __slots__ = ('x',)
t = T()
try:
    t.x
except AttributeError as e:
    print(repr(e), e.name, e.obj is t)
print(getattr(t, 'x', 'unset'))
t.x = 1
del t.x
print(hasattr(t, 'x'))
