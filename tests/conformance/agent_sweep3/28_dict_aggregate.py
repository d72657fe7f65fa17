from collections import defaultdict, Counter, OrderedDict
from itertools import groupby
from operator import itemgetter
sales = [("2024-01", "north", 120.5), ("2024-01", "south", 80), ("2024-02", "north", 99.99), ("2024-02", "east", 42), ("2024-01", "north", 0.01)]
by_month = defaultdict(lambda: defaultdict(float))
for month, region, amt in sales:
    by_month[month][region] += amt
print({m: dict(r) for m, r in by_month.items()})
totals = Counter()
for _, region, amt in sales:
    totals[region] += amt
print(totals.most_common(), sum(totals.values()), totals["west"], +totals, totals - Counter(north=100))
for month, grp in groupby(sorted(sales), key=itemgetter(0)):
    grp = list(grp)
    print(month, len(grp), round(sum(g[2] for g in grp), 2), max(grp, key=itemgetter(2))[1])
inv = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(inv, dict.fromkeys("abc", 0), dict(zip("xyz", range(3))), {**{"a": 1}, **{"a": 2, "b": 3}}, {"a": 1} | {"b": 2})
d = {"b": 2, "a": 1}
d.setdefault("c", []).append(3); d.update(z=26); print(d, d.pop("zz", None), d.popitem(), list(d.keys()), sorted(d))
nested = {"a": {"b": {"c": 1}}}
print(nested.get("a", {}).get("b", {}).get("c"), nested.get("x", {}).get("y"))
od = OrderedDict.fromkeys("abcde"); od.move_to_end("b"); od.move_to_end("e", last=False); print(list(od), od.popitem(last=False))
c = Counter("the rain in spain stays mainly".split()); c.update(["in", "the"]); print(c, c.total(), list(c.elements())[:4], c.most_common(1))
print(Counter(a=3, b=1) & Counter(a=1, b=2), Counter(a=3) | Counter(a=5, c=1), Counter({"x": -1, "y": 0}), -Counter(x=-2))
