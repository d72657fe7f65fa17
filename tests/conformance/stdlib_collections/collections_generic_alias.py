from collections import OrderedDict, deque, Counter, defaultdict, ChainMap, UserDict, UserList, namedtuple
import collections.abc as cabc
for t in (OrderedDict[str, int], deque[int], Counter[str], defaultdict[str, list], ChainMap[str, int], UserDict[str, int], UserList[int], cabc.Sequence[int], list[int], dict[str, int]):
    print(repr(t), t.__origin__.__name__, t.__args__)
from typing import get_type_hints
def f(a: deque[int], b: "OrderedDict[str, list[int]]") -> Counter[str]: pass
print(get_type_hints(f))
x: defaultdict[str, int] = defaultdict(int)
print(type(x).__name__, deque[int]([1, 2]), OrderedDict[str, int](a=1))
print(deque[int] == deque[int], deque[int] != deque[str], isinstance(deque(), deque))
try:
    isinstance(deque(), deque[int])
except TypeError as e:
    print(e)
