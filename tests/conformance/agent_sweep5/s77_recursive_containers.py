# Recursive and self-referential containers.
a = [1, 2]
a.append(a)
print(a, len(a), a[2][2][0])
d = {"name": "root"}
d["self"] = d
d["kids"] = [d, {"x": d}]
print(d)
t = ([],)
t[0].append(t)
print(t)
from collections import OrderedDict, deque, defaultdict
od = OrderedDict(a=1)
od["me"] = od
print(od)
q = deque([1])
q.append(q)
print(q)
dd = defaultdict(list)
dd["x"].append(dd)
print(dd)
s = [[]] * 3
s[0].append(1)
print(s, s[0] is s[1])
grid = [[0] * 3 for _ in range(3)]
grid[1][1] = 5
print(grid)
print(a == a, d["self"] is d, str(a) == repr(a))
