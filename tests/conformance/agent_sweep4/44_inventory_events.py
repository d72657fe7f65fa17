from enum import Enum, auto
from collections import Counter, deque
from dataclasses import dataclass
import heapq
class Ev(Enum):
    RECEIVE = auto()
    SHIP = auto()
    ADJUST = auto()
    def __str__(self): return self.name.lower()
@dataclass(frozen=True)
class Event:
    t: int
    kind: Ev
    sku: str
    qty: int
events = [Event(3, Ev.SHIP, "A", 5), Event(1, Ev.RECEIVE, "A", 20), Event(2, Ev.RECEIVE, "B", 7), Event(5, Ev.ADJUST, "B", -2),
          Event(4, Ev.SHIP, "B", 9), Event(6, Ev.SHIP, "A", 30), Event(7, Ev.RECEIVE, "C", 1)]
stock = Counter(); backorders = deque(); log = []
for e in sorted(events, key=lambda e: e.t):
    match e.kind:
        case Ev.RECEIVE | Ev.ADJUST:
            stock[e.sku] += e.qty
        case Ev.SHIP if stock[e.sku] >= e.qty:
            stock[e.sku] -= e.qty
        case Ev.SHIP:
            short = e.qty - stock[e.sku]
            backorders.append((e.sku, short)); stock[e.sku] = 0
    log.append(f"t={e.t} {e.kind!s:<8} {e.sku} {e.qty:+d} -> {dict(stock)}")
print("\n".join(log))
print(backorders, +stock, stock.most_common(1), sum(stock.values()), list(stock.elements()))
print(Counter(e.kind for e in events), Counter(str(e.kind) for e in events).most_common())
pq = [(-e.qty, e.t, e) for e in events]
heapq.heapify(pq)
print([heapq.heappop(pq)[2].sku for _ in range(3)], events[0], hash(events[0]) == hash(Event(3, Ev.SHIP, "A", 5)))
print({e for e in events if e.kind is Ev.SHIP} == {events[0], events[4], events[5]}, len(set(events)))
try:
    events[0].qty = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(sorted(Ev, key=lambda k: k.name), [f"{k}" for k in Ev], [repr(k) for k in Ev][:1], Ev.SHIP.value, Ev(2))
