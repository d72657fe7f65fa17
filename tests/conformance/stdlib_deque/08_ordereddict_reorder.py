# OrderedDict reordering as agents use it: an LRU cache, move_to_end both
# ways, popitem from either end, and the errors.
from collections import OrderedDict

class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
    def get(self, key):
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
            print("evicted", evicted)

cache = LRUCache(3)
for k, v in [("a", 1), ("b", 2), ("c", 3)]:
    cache.put(k, v)
print(cache.get("a"), cache.get("z"))
cache.put("d", 4)
cache.put("e", 5)
print(list(cache.data.items()))

od = OrderedDict((c, i) for i, c in enumerate("abcdef"))
od.move_to_end("a")
od.move_to_end("f", last=False)
od.move_to_end("c", False)
od.move_to_end("e", True)
print(od)
print(od.popitem(), od.popitem(last=False), od.popitem(False), od)
print(list(reversed(od)), list(od.keys()), list(od.values()))
print(od == OrderedDict([("b", 1), ("d", 3)]), od == {"d": 3, "b": 1})

q = OrderedDict()
for i in range(1000):
    q[i] = str(i)
    if len(q) > 5:
        q.popitem(last=False)
print(q)
for i in range(995, 1000):
    q.move_to_end(i, last=False)
print(list(q))
big = OrderedDict.fromkeys(range(300))
for i in range(300):
    big.move_to_end(i, last=False)
print(list(big)[:5], list(big)[-3:], len(big))

def attempt(label, fn):
    try:
        result = fn()
    except Exception as exc:
        print(label, "->", type(exc).__name__ + ":", exc)
    else:
        print(label, "->", result)

attempt("missing key", lambda: od.move_to_end("zz"))
attempt("missing key, first", lambda: od.move_to_end(("t", 1), last=False))
attempt("unhashable key", lambda: od.move_to_end(["x"]))
attempt("empty popitem", lambda: OrderedDict().popitem())
attempt("empty popitem first", lambda: OrderedDict().popitem(last=False))
attempt("bad keyword", lambda: od.popitem(first=True))
attempt("too many", lambda: od.popitem(True, False))
attempt("on a dict", lambda: OrderedDict.popitem({1: 2}))

class Key:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return 7
    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n
    def __repr__(self):
        return "Key(%d)" % self.n

ko = OrderedDict((Key(i), i) for i in range(4))
ko.move_to_end(Key(1))
ko.move_to_end(Key(3), last=False)
print(ko)
print(ko.popitem(last=False), ko.popitem(), ko)
