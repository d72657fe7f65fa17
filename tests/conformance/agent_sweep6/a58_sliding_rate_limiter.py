from collections import deque, OrderedDict, defaultdict
from dataclasses import dataclass, field
import heapq
import itertools

@dataclass
class RateLimiter:
    limit: int
    window: float
    hits: dict = field(default_factory=lambda: defaultdict(deque))

    def allow(self, key, now):
        q = self.hits[key]
        while q and now - q[0] >= self.window:
            q.popleft()
        if len(q) < self.limit:
            q.append(now)
            return True
        return False

    def retry_after(self, key, now):
        q = self.hits[key]
        return 0.0 if len(q) < self.limit else round(self.window - (now - q[0]), 3)

class LRU(OrderedDict):
    def __init__(self, capacity):
        super().__init__()
        self.capacity = capacity
        self.evicted = []
    def get(self, key, default=None):
        if key not in self:
            return default
        self.move_to_end(key)
        return self[key]
    def put(self, key, value):
        if key in self:
            self.move_to_end(key)
        self[key] = value
        if len(self) > self.capacity:
            self.evicted.append(self.popitem(last=False))

rl = RateLimiter(limit=3, window=1.0)
events = [("u1", 0.0), ("u1", 0.2), ("u2", 0.3), ("u1", 0.4), ("u1", 0.5), ("u1", 1.05), ("u1", 1.1), ("u2", 1.2), ("u1", 1.21)]
for key, t in events:
    ok = rl.allow(key, t)
    print(f"t={t:<5} {key} {'ok ' if ok else 'DENY'} retry_after={rl.retry_after(key, t)} window={list(rl.hits[key])}")

cache = LRU(2)
for op in ["put a 1", "put b 2", "get a", "put c 3", "get b", "put a 9", "put d 4"]:
    verb, key, *val = op.split()
    if verb == "put":
        cache.put(key, int(val[0]))
    else:
        print(f"get {key} -> {cache.get(key)}")
print(cache, cache.evicted, list(cache.keys()), repr(LRU(1)))

timers = []
seq = itertools.count()
for name, delay in [("flush", 5), ("ping", 1), ("gc", 5), ("report", 3)]:
    heapq.heappush(timers, (delay, next(seq), name))
now = 0
while timers:
    due, _, name = heapq.heappop(timers)
    now = due
    print(f"[{now:>2}] fire {name}")
    if name == "ping" and now < 4:
        heapq.heappush(timers, (now + 1.5, next(seq), "ping"))
print(heapq.nsmallest(2, [(3, "c"), (1, "z"), (1, "a")]), list(itertools.islice(seq, 2)))
recent = deque(maxlen=3)
for i in range(7):
    recent.append(i * i)
print(recent, recent.maxlen, sum(recent) / len(recent), recent[0], recent[-1])
recent.rotate(-1)
print(recent, recent.index(16), deque(reversed(recent)), recent.copy() == recent)
try:
    deque([1], maxlen=1).insert(0, 2)
except IndexError as e:
    print("IndexError:", e)
