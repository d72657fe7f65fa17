# ChainMap, UserDict, UserList and UserString are made on first use; they
# behave, list and import as if collections had made them when imported.
import collections
print('UserDict' in dir(collections), 'ChainMap' in dir(collections), hasattr(collections, 'UserList'))
d = collections.UserDict(a=1)
print(d, collections.UserDict.__init__.__qualname__, collections.UserDict.__module__)
print(collections.UserDict.__init__.__module__, collections.UserString.__name__)
from collections import ChainMap, UserString
print(ChainMap({'a': 1}, {'b': 2}), UserString('abc').upper(), ChainMap is collections.ChainMap)
print(collections.Counter({'a': 2}) + collections.Counter(collections.UserDict(a=1)))
c = collections.Counter()
c.update(ChainMap({'x': 3}))
c.subtract(collections.UserDict(x=1))
print(c)
print(collections.UserList[int], isinstance(collections.UserList([1]), collections.UserList))
match collections.UserList([1, 2]):
    case [a, b]:
        print('seq', a, b)
match collections.UserDict(k=5):
    case {'k': v}:
        print('map', v)
try:
    collections.NoSuch
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr(collections, 'Nope', 7))
import collections.abc
print(isinstance(collections.UserDict(), collections.abc.MutableMapping),
      isinstance(ChainMap(), collections.abc.Mapping),
      isinstance(UserString('s'), collections.abc.Sequence))


class Defaults(collections.UserDict):
    def __missing__(self, key):
        return key * 2


print(Defaults()['ab'], issubclass(Defaults, collections.UserDict))
try:
    collections.UserList([1]).nope
except AttributeError as e:
    print(e)
