from collections import ChainMap, UserDict, OrderedDict, defaultdict, Counter
import collections.abc as abc
class M(abc.Mapping):
    def __init__(self, d): self.d = d
    def __getitem__(self, k): return self.d[k]
    def __len__(self): return len(self.d)
    def __iter__(self): return iter(self.d)
class NoRev:
    __reversed__ = None
    def __getitem__(self, i): return i
    def __len__(self): return 3
for o in (M({1: 2}), ChainMap({1: 2}), UserDict({1: 2}), NoRev(), {1: 2}, OrderedDict(a=1), Counter("ab"), [1, 2], "ab"):
    try:
        print(type(o).__name__, list(reversed(o)))
    except TypeError as e:
        print(type(o).__name__, "TypeError:", e)
defaults = {"color": "red", "size": 1}
print({"a": 1} | ChainMap({"b": 2}, {"a": 9}), defaultdict(int, x=1) | ChainMap({"y": 2}), ChainMap({"b": 2}) | {"c": 3}, OrderedDict(z=0) | ChainMap({"z": 5}))
cm = ChainMap({"size": 3}, defaults)
print(dict(cm), {"theme": "dark"} | cm, type({"q": 1} | cm).__name__, cm | UserDict(extra=True))
try:
    [1] | cm
except TypeError as e:
    print("TypeError:", e)
print(isinstance(cm, abc.MutableMapping), isinstance(UserDict(), abc.Mapping), sorted(M({3: 1, 2: 0}).keys()), M({1: 2}) == {1: 2}, dict(M({"k": "v"}).items()))
