# defaultdict and Counter read through dict.__getitem__, which calls the
# subclass's __missing__; subclasses may still define their own __getitem__.
from collections import defaultdict, Counter
class DD(defaultdict):
    def __getitem__(self, k):
        return ("own", super().__getitem__(k))
d = DD(int)
print(d["a"], dict(d))
class C2(Counter):
    def __missing__(self, k):
        return -1
c = C2("aab")
print(c["z"], c["a"], list(c), sorted(c.items()))
dd = defaultdict(str, {1: 2})
print([k for k in dd], dd[5], len(dd), 5 in dd, dd.get(6), list(iter(dd)))
dd2 = defaultdict(None)
try:
    dd2["q"]
except KeyError as e:
    print("KeyError", e)
c = Counter(a=2)
print(c["b"], "b" in c, c.get("b"), c)
import copy
print(copy.copy(dd), copy.deepcopy(Counter("xyx")))
