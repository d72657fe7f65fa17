from collections import Counter
import re

log = """
GET /api/users 200
POST /api/users 201
GET /api/users/1 404
GET /api/items 200
DELETE /api/items/3 500
GET /api/users 200
GET /api/items 200
POST /api/items 400
"""
lines = [l.split() for l in log.strip().splitlines()]
methods = Counter(m for m, _, _ in lines)
statuses = Counter(int(s) for *_, s in lines)
paths = Counter(re.sub(r"/\d+$", "/{id}", p) for _, p, _ in lines)
print(methods)
print(statuses.most_common(2))
print(paths.most_common())
print(methods.total(), sum(statuses.values()))
classes = Counter()
for code, n in statuses.items():
    classes[f"{code // 100}xx"] += n
print(sorted(classes.items()))
a = Counter(a=3, b=1, c=0, d=-2)
b = Counter(a=1, b=2, e=5)
print(a + b)
print(a - b)
print(a | b)
print(a & b)
print(+a, -a)
c = a.copy()
c.subtract(b)
print(c)
c.update("aab")
print(c)
c.update({"z": 4})
print(sorted(c.elements()))
print(Counter("mississippi").most_common(3))
print(list(Counter("abracadabra").elements()))
print(Counter(a=1) == Counter(a=1, b=0))
print(Counter(a=1) <= Counter(a=2, b=1), Counter(a=3) < Counter(a=2))
print(Counter("hello") - Counter("world"))
print(repr(Counter()), Counter(x=1)["missing"])
del c["z"]
print("z" in c, len(c))
words = "the cat and the hat and the bat".split()
wc = Counter(words)
width = max(map(len, wc))
for w, n in sorted(wc.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{w:<{width}} {'#' * n} {n}")
print(dict(Counter.fromkeys if False else wc))
try:
    Counter.fromkeys("abc")
except NotImplementedError as e:
    print("NotImplementedError:", e)
