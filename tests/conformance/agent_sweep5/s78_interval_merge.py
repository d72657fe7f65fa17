# Interval merging, overlaps and gaps.
def merge(intervals):
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out
iv = [(1, 3), (2, 6), (8, 10), (15, 18), (17, 20), (9, 12)]
m = merge(iv)
print(m)
gaps = [(a[1], b[0]) for a, b in zip(m, m[1:])]
print(gaps, sum(e - s for s, e in m))
def overlaps(a, b):
    return max(a[0], b[0]) < min(a[1], b[1])
pairs = [(x, y) for i, x in enumerate(iv) for y in iv[i + 1:] if overlaps(x, y)]
print(pairs)
from datetime import time
meetings = [(time(9), time(10, 30)), (time(10), time(11)), (time(13, 15), time(14))]
busy = merge([(a.hour * 60 + a.minute, b.hour * 60 + b.minute) for a, b in meetings])
print([f"{s // 60:02d}:{s % 60:02d}-{e // 60:02d}:{e % 60:02d}" for s, e in busy])
free, cur = [], 9 * 60
for s, e in busy:
    if s > cur:
        free.append((cur, s))
    cur = max(cur, e)
if cur < 17 * 60:
    free.append((cur, 17 * 60))
print([(f"{s // 60}:{s % 60:02d}", f"{e // 60}:{e % 60:02d}") for s, e in free])
