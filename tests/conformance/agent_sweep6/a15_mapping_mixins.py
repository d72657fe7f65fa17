from collections.abc import MutableMapping, Sequence, Set, Iterable, Hashable, Sized
from collections import UserDict, UserList, UserString

class CaseInsensitiveDict(MutableMapping):
    def __init__(self, data=None, **kw):
        self._store = {}
        self.update(data or {}, **kw)
    def __getitem__(self, key):
        return self._store[key.lower()][1]
    def __setitem__(self, key, value):
        self._store[key.lower()] = (key, value)
    def __delitem__(self, key):
        del self._store[key.lower()]
    def __iter__(self):
        return (orig for orig, _ in self._store.values())
    def __len__(self):
        return len(self._store)
    def __repr__(self):
        return f"{type(self).__name__}({dict(self.items())})"

h = CaseInsensitiveDict({"Content-Type": "json"}, Accept="*/*")
h["content-type"] = "text/html"
print(h, h["CONTENT-TYPE"], "accept" in h, len(h), list(h))
print(h.get("missing", "-"), h.pop("accept"), h.setdefault("X-Id", "7"), sorted(h.keys()))
print(h == {"Content-Type": "text/html", "X-Id": "7"}, dict(h))
h.update([("A", 1)], b=2)
print(list(h.items()), list(h.values()))
try:
    h.pop("nope")
except KeyError as e:
    print("KeyError", e)
print(h.popitem(), len(h))
h.clear()
print(h, isinstance(h, MutableMapping), isinstance(h, Hashable))

class Span(Sequence):
    def __init__(self, start, stop):
        self.start, self.stop = start, stop
    def __len__(self):
        return max(0, self.stop - self.start)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("span index out of range")
        return self.start + i
s = Span(10, 15)
print(list(s), s[-1], s[1:4], 12 in s, s.index(13), s.count(11), list(reversed(s)))
try:
    s.index(99)
except ValueError as e:
    print("ValueError", e)

class Tags(Set):
    def __init__(self, it=()):
        self._d = sorted(set(it))
    def __contains__(self, x):
        return x in self._d
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
    def __repr__(self):
        return f"Tags({self._d})"
a, b = Tags("abc"), Tags("bcd")
print(a & b, a | b, a - b, a ^ b, a <= Tags("abcd"), a.isdisjoint(Tags("xy")), a == Tags("cba"))

class Inventory(UserDict):
    def __setitem__(self, key, value):
        if value < 0:
            raise ValueError(f"negative stock for {key}")
        super().__setitem__(key.upper(), value)
inv = Inventory(apple=3)
inv["pear"] = 2
print(inv, inv.data, "APPLE" in inv, inv.copy(), type(inv.copy()).__name__)
try:
    inv["fig"] = -1
except ValueError as e:
    print("ValueError", e)
class Stack(UserList):
    def push(self, x):
        self.append(x)
st = Stack([1, 2])
st.push(3)
print(st, st[-1], st + [4], type(st[:2]).__name__, st.pop(), len(st))
u = UserString("Hello")
print(u.upper(), u + "!", u[1:], type(u.lower()).__name__, u == "Hello", len(u), isinstance(u, Sized))
print(isinstance([], Iterable), isinstance(5, Iterable), isinstance({}, Hashable), issubclass(list, Sequence), issubclass(dict, Sequence))
