import copy
from collections import Counter, defaultdict, deque, OrderedDict, namedtuple
from dataclasses import dataclass, field

@dataclass
class Config:
    name: str
    options: dict = field(default_factory=dict)
    items: list = field(default_factory=list)

c = Config('base', {'x': 1}, [1, 2])
c2 = copy.copy(c)
c3 = copy.deepcopy(c)
c.options['y'] = 2
c.items.append(3)
print(c2, c3, c2.options is c.options, c3 == Config('base', {'x': 1}, [1, 2]))

class Stack:
    def __init__(self, items=()):
        self.items = list(items)
    def __copy__(self):
        return Stack(self.items)
    def __deepcopy__(self, memo):
        return Stack(copy.deepcopy(self.items, memo))
    def __repr__(self):
        return f'Stack({self.items})'
s = Stack([[1], [2]])
s2 = copy.copy(s)
s3 = copy.deepcopy(s)
s.items[0].append('x')
print(s, s2, s3)

class Slotted:
    __slots__ = ('a', 'b')
    def __init__(self, a, b):
        self.a, self.b = a, b
sl = copy.deepcopy(Slotted([1], 2))
print(type(sl).__name__, sl.a, sl.b)

dd = defaultdict(list, {'k': [1]})
dd2 = copy.deepcopy(dd)
dd2['k'].append(2)
dd2['new'].append(0)
print(dd, dd2)
cnt = copy.copy(Counter('aab'))
print(cnt, type(cnt).__name__)
dq = deque([[1], [2]], maxlen=5)
dq2 = copy.deepcopy(dq)
dq[0].append(9)
print(dq, dq2, copy.copy(dq))
od = OrderedDict(a=[1])
print(copy.deepcopy(od), copy.copy(od) == od)
P = namedtuple('P', 'x y')
p = P([1], 2)
pd = copy.deepcopy(p)
p.x.append(5)
print(p, pd, copy.copy(p) == p)
