# Subclassing collections types: OrderedDict, defaultdict, Counter, UserDict.
from collections import OrderedDict, defaultdict, Counter, UserDict


class LRU(OrderedDict):
    def __init__(self, capacity):
        super().__init__()
        self.capacity = capacity

    def get(self, key, default=None):
        if key not in self:
            return default
        self.move_to_end(key)
        return self[key]

    def put(self, key, value):
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.capacity:
            evicted = self.popitem(last=False)
            print("  evicted", evicted)


cache = LRU(2)
cache.put("a", 1)
cache.put("b", 2)
print(cache.get("a"))
cache.put("c", 3)
print(list(cache.items()), cache.get("b", "gone"))


class Tree(defaultdict):
    def __init__(self):
        super().__init__(Tree)

    def to_dict(self):
        return {k: v.to_dict() for k, v in self.items()}


t = Tree()
t["a"]["b"]["c"]
t["a"]["d"]
print(t.to_dict())


class WordCount(Counter):
    def top(self, n=1):
        return [w for w, _ in self.most_common(n)]


wc = WordCount("the cat the hat the end cat".split())
print(wc.top(2), wc["the"], wc["dog"], type(wc + wc).__name__)


class Lower(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)


lo = Lower({"A": 1})
lo["B"] = 2
lo.update(C=3)
print(lo, lo.data, "a" in lo, len(lo))
