import heapq
from datetime import datetime

class Stamp:
    compares = 0
    def __init__(self, text):
        self.text = text
        self.dt = datetime.strptime(text, "%H:%M:%S")
    def __lt__(self, other):
        Stamp.compares += 1
        return self.dt < other.dt
    def __repr__(self):
        return self.text

logs = {
    "web-1": ["09:00:01 GET /", "09:00:05 GET /a", "09:01:00 POST /b"],
    "web-2": ["09:00:02 GET /x", "09:00:05 GET /y"],
    "db": ["08:59:59 vacuum", "09:00:03 query", "09:00:04 query", "09:02:00 backup"],
    "empty": [],
}
streams = []
for host, lines in logs.items():
    streams.append([(Stamp(l[:8]), host, l[9:]) for l in lines])

merged = list(heapq.merge(*streams, key=lambda rec: rec[0]))
for stamp, host, msg in merged:
    print(f"{stamp} {host:<6} {msg}")
print("comparisons:", Stamp.compares)

Stamp.compares = 0
newest_first = heapq.merge(*[list(reversed(s)) for s in streams], key=lambda rec: rec[0], reverse=True)
print([f"{s}@{h}" for s, h, _ in newest_first][:5], "comparisons:", Stamp.compares)

Stamp.compares = 0
only_stamps = list(heapq.merge(*[[r[0] for r in s] for s in streams]))
print(only_stamps, "comparisons:", Stamp.compares)

print(list(heapq.merge([1, 3, 5], [2, 4, 6], [0, 7])))
print(list(heapq.merge("ace", "bdf")), list(heapq.merge()), list(heapq.merge([], [1])))
print(list(heapq.merge([5, 3, 1], [4, 2], reverse=True)))
print(list(heapq.merge(["apple", "fig"], ["kiwi", "banana"], key=len)))
ties = list(heapq.merge([(1, "a"), (2, "a")], [(1, "b"), (2, "b")], key=lambda t: t[0]))
print(ties)
gen = heapq.merge(iter([1, 4]), iter([2, 3]))
print(next(gen), next(gen), list(gen))
try:
    list(heapq.merge([1, "x"], [2]))
except TypeError as e:
    print("TypeError:", e)
