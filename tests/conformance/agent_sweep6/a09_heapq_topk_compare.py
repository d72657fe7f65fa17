import heapq

class Candidate:
    compares = 0
    def __init__(self, name, score):
        self.name = name
        self.score = score
    def __lt__(self, other):
        Candidate.compares += 1
        return self.score < other.score
    def __repr__(self):
        return f"{self.name}:{self.score}"

pool = [Candidate(n, s) for n, s in
        [("ann", 71), ("bob", 88), ("cy", 64), ("dee", 88), ("eve", 93),
         ("fay", 55), ("gus", 79), ("hal", 91), ("ivy", 60), ("jo", 88)]]

for k in (1, 3, 5, 10, 12):
    Candidate.compares = 0
    top = heapq.nlargest(k, pool)
    print(f"top {k:>2}: {top} ({Candidate.compares} comparisons)")
    Candidate.compares = 0
    low = heapq.nsmallest(k, iter(pool))
    print(f"low {k:>2}: {low} ({Candidate.compares} comparisons)")

seen = []
def score_key(c):
    seen.append(c.name)
    return -c.score if c.name.startswith(("a", "e")) else c.score
print(heapq.nlargest(4, pool, key=score_key))
print(seen)
seen.clear()
print(heapq.nsmallest(4, pool, key=score_key), len(seen))

# Ties keep the earlier item first, with and without a key.
rows = [("x", 2), ("y", 3), ("z", 2), ("w", 3), ("v", 1)]
print(heapq.nlargest(3, rows, key=lambda r: r[1]))
print(heapq.nsmallest(3, rows, key=lambda r: r[1]))
print(heapq.nlargest(2, [1, 1.0, True]), heapq.nsmallest(2, [True, 1, 1.0]))

for bad in ([3, "a", 1, 0], [3, 1, "a", 0, 7]):
    for fn in (heapq.nlargest, heapq.nsmallest):
        try:
            fn(2, bad)
        except TypeError as e:
            print(fn.__name__, "TypeError:", e)
try:
    heapq.nlargest(2.5, iter([1, 2, 3]))
except TypeError as e:
    print("TypeError:", e)
