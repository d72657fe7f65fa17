from functools import cmp_to_key
from operator import itemgetter, attrgetter, methodcaller
files = ["file10.txt", "File2.txt", "file1.txt", "file2.TXT", "readme", "a.b.c"]
import re
natural = lambda s: [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", s)]
print(sorted(files), sorted(files, key=str.lower), sorted(files, key=natural), sorted(files, key=lambda f: f.rsplit(".", 1)[-1].lower()))
versions = ["1.10.0", "1.2.0", "1.2.10", "1.2.9", "0.9"]
print(sorted(versions, key=lambda v: tuple(map(int, v.split(".")))), max(versions), max(versions, key=lambda v: [int(x) for x in v.split(".")]))
def cmp(a, b):
    return (a[1] > b[1]) - (a[1] < b[1]) or (b[0] > a[0]) - (b[0] < a[0])
data = [("x", 2), ("y", 1), ("z", 2), ("w", 1)]
print(sorted(data, key=cmp_to_key(cmp)), sorted(data, key=itemgetter(1, 0), reverse=True), sorted(map(methodcaller("upper"), "cab")))
scores = {"ann": 90, "bob": 85, "cy": 90, "di": 70}
ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
rank = 0; prev = None
for i, (n, s) in enumerate(ranked, 1):
    if s != prev:
        rank, prev = i, s
    print(rank, n, s)
print(sorted([3, None, 1, None], key=lambda x: (x is None, x or 0)), sorted([-1, 3, -2], key=abs, reverse=True), sorted([], reverse=True))
print(sorted([(1, "b"), (1, "a", 0), (0,)]), sorted(["", "a", "A", " "]), sorted([0.1, -0.0, 0, 1e-9]), list(reversed(sorted({3, 1, 2}))))
