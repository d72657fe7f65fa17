# copy.copy / copy.deepcopy of subclasses, and namedtuple subclasses.
import copy
from collections import namedtuple

Point = namedtuple('Point', 'x y')


class Vec(Point):
    __slots__ = ()

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __str__(self):
        return '<%s, %s>' % self

    @property
    def length(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


v = Vec(3, 4)
print(v, repr(v), v.length, v + Vec(1, 1), type(v + Vec(1, 1)).__name__, v._asdict())
print(v._replace(x=0), type(v._replace(x=0)).__name__, Vec._make([5, 6]), v == (3, 4), v[0], len(v))
x, y = v
print(x, y, sorted([Vec(2, 0), Vec(1, 9)]), {v: 'hit'}[Point(3, 4)], max(v), list(v))
try:
    v.z = 1
except AttributeError as e:
    print('AttributeError', e)
try:
    v.x = 10
except AttributeError as e:
    print('AttributeError', e)
c = copy.copy(v)
dc = copy.deepcopy(v)
print(c, type(c).__name__, dc, type(dc).__name__, c == v)


class Items(list):
    pass


items = Items([[1], [2]])
items.label = 'mine'
ci = copy.copy(items)
di = copy.deepcopy(items)
print(ci, type(ci).__name__, ci.label, ci[0] is items[0], di, di.label, di[0] is items[0])


class Frozen(tuple):
    pass


fz = Frozen([1, [2]])
cf = copy.copy(fz)
df = copy.deepcopy(fz)
print(cf, type(cf).__name__, cf is fz, df, type(df).__name__, df[1] is fz[1])


class Settings(dict):
    pass


st = Settings(a=[1])
st.version = 2
cs = copy.copy(st)
ds = copy.deepcopy(st)
print(cs, type(cs).__name__, cs.version, cs['a'] is st['a'], ds, ds['a'] is st['a'])


class Name(str):
    pass


n = Name('bob')
n.title_case = True
cn = copy.copy(n)
print(cn, type(cn).__name__, cn.title_case, copy.deepcopy(n).title_case)
