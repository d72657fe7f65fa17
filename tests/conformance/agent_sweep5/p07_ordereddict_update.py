# OrderedDict init and update: a subclass __setitem__ sees each pair; items()-only objects; unpack errors escape.
from collections import OrderedDict, Counter
class LRU(OrderedDict):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)
d = LRU([(1, 2)], b=3)
d.update({5: 6})
d.update([(7, 8)])
class HasItems:
    def items(self): return [(1, 1)]
print(OrderedDict(HasItems()))
print(dict(a=1) | OrderedDict(b=2), OrderedDict(b=2) | dict(a=1))
try: OrderedDict().update({}, {})
except TypeError as e: print(e)
OrderedDict([1])
