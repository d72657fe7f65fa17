from collections import deque, OrderedDict, ChainMap, namedtuple, defaultdict, Counter
dq = deque(maxlen=3)
for i in range(5): dq.append(i)
print(dq, dq.maxlen, list(dq))
dq.appendleft(-1); print(dq); dq.rotate(1); print(dq); dq.rotate(-2); print(dq)
d2 = deque("abcde"); d2.extendleft("xy"); print(d2, d2.popleft(), d2.pop(), d2.count("a"), d2.index("c"), d2[1], d2[-1])
d2.remove("a"); d2.insert(1, "Q"); print(d2, len(d2), "Q" in d2, d2.copy() == d2, deque(reversed(d2)))
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)
try:
    deque([1]).remove(5)
except ValueError as e:
    print("ValueError:", e)
recent = deque(maxlen=3)
for url in ["/a", "/b", "/c", "/a", "/d"]:
    if url in recent: recent.remove(url)
    recent.append(url)
print(list(recent))
od = OrderedDict(b=2, a=1, c=3)
od.move_to_end("b"); print(od); od.move_to_end("c", last=False); print(list(od), od.popitem(), od.popitem(last=False), od)
class LRU(OrderedDict):
    def __init__(self, cap): super().__init__(); self.cap = cap
    def get(self, k):
        if k not in self: return -1
        self.move_to_end(k); return self[k]
    def put(self, k, v):
        self[k] = v; self.move_to_end(k)
        if len(self) > self.cap: self.popitem(last=False)
cache = LRU(2); cache.put(1, 1); cache.put(2, 2); cache.get(1); cache.put(3, 3)
print(cache, cache.get(2), list(cache.keys()))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1}, repr(OrderedDict()))
defaults = {"color": "red", "size": "M"}; user = {"size": "L"}
cm = ChainMap(user, defaults)
print(cm["color"], cm["size"], len(cm), sorted(cm), dict(cm), cm.maps[0])
cm["color"] = "blue"; print(user, defaults, cm.new_child({"x": 1})["x"], cm.parents)
Point = namedtuple("Point", "x y", defaults=[0])
print(Point(1), Point(1, 2)._replace(y=5), Point._fields_defaults if hasattr(Point, "_fields_defaults") else Point._field_defaults)
Rec = namedtuple("Rec", ["id", "class", "def"], rename=True)
print(Rec._fields, Rec(1, 2, 3))
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print("ValueError:", e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
tree = lambda: defaultdict(tree)
t = tree(); t["a"]["b"]["c"] = 1; t["a"]["d"] = 2
def to_dict(d): return {k: to_dict(v) if isinstance(d[k], defaultdict) else v for k, v in d.items()}
print(to_dict(t))
dd = defaultdict(list); dd["x"].append(1); print(dd, dd["missing"], dict(dd), dd.default_factory)
di = defaultdict(int, {"a": 5}); di["b"] += 1; print(sorted(di.items()), repr(defaultdict(None)))
words = "to be or not to be that is the question".split()
c = Counter(words); print(c.most_common(3), c["missing"], c["to"], list(c.items())[:3], sorted(c, key=lambda w: (-c[w], w))[:4])
print(Counter("mississippi"), dict(Counter(x % 3 for x in range(10))), Counter(a=1) == Counter(a=1, b=0))
