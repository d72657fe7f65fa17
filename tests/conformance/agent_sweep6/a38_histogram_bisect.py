import bisect
import math
import statistics
from collections import Counter
from itertools import accumulate, groupby

response_ms = [12, 15, 22, 22, 31, 45, 47, 51, 60, 88, 95, 102, 130, 250, 251, 480, 999, 1500]
edges = [0, 25, 50, 100, 250, 500, 1000]
labels = [f"{lo}-{hi}" for lo, hi in zip(edges, edges[1:])] + [f"{edges[-1]}+"]
buckets = Counter(labels[bisect.bisect_right(edges, v) - 1] for v in response_ms)
width = max(map(len, labels))
total = len(response_ms)
cum = 0
for label in labels:
    n = buckets[label]
    cum += n
    bar = "█" * n
    print(f"{label:>{width}} | {bar:<6} {n:>2} {n / total:6.1%} cum {cum / total:6.1%}")

sorted_ms = sorted(response_ms)
def percentile(p):
    k = (len(sorted_ms) - 1) * p / 100
    f, c = math.floor(k), math.ceil(k)
    if f == c:
        return sorted_ms[int(k)]
    return sorted_ms[f] + (sorted_ms[c] - sorted_ms[f]) * (k - f)
for p in (50, 90, 95, 99):
    print(f"p{p}: {percentile(p):8.2f}  stats.quantiles: {statistics.quantiles(response_ms, n=100, method='inclusive')[p - 1]:8.2f}")

print(bisect.bisect_left(sorted_ms, 22), bisect.bisect_right(sorted_ms, 22), bisect.bisect(sorted_ms, 10_000))
slo = 100
within = bisect.bisect_right(sorted_ms, slo)
print(f"{within}/{total} under {slo}ms = {within / total:.2%}")
events = []
for ts, name in [(5, "e"), (1, "a"), (3, "c"), (3, "b"), (9, "z")]:
    bisect.insort(events, (ts, name))
print(events)
records = [("b", 20), ("a", 10), ("c", 30)]
records.sort(key=lambda r: r[1])
i = bisect.bisect_left(records, 25, key=lambda r: r[1])
records.insert(i, ("x", 25))
bisect.insort_right(records, ("y", 25), key=lambda r: r[1])
print(records)
grades = "FDCBA"
print([grades[bisect.bisect([60, 70, 80, 90], s)] for s in [33, 60, 69.9, 77, 90, 100]])
running = list(accumulate(response_ms[:6]))
print(running, [round(r / (i + 1), 1) for i, r in enumerate(running)])
runs = [(k, len(list(g))) for k, g in groupby(sorted_ms, key=lambda v: v // 100)]
print(runs)
print(statistics.median(response_ms), round(statistics.mean(response_ms), 2), round(statistics.stdev(response_ms), 2), statistics.mode([1, 2, 2, 3]))
