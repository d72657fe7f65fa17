from itertools import groupby
from operator import itemgetter
from collections import namedtuple
Row = namedtuple("Row", "order_id customer product qty unit_price region")
rows = [Row(*r) for r in [
    (1, "acme", "bolt", 100, 0.05, "west"), (1, "acme", "nut", 100, 0.03, "west"), (2, "globex", "gear", 5, 12.5, "east"),
    (3, "acme", "bolt", 50, 0.05, "west"), (4, "initech", "gear", 2, 13.0, "east"), (5, "globex", "spring", 40, 0.4, "east"),
    (6, "umbrella", "nut", 500, 0.025, "south"), (7, "initech", "bolt", 10, 0.06, "east"),
]]
def select(rows, where=lambda r: True, order_by=None, desc=False, limit=None):
    out = [r for r in rows if where(r)]
    if order_by: out.sort(key=itemgetter(*order_by) if isinstance(order_by, tuple) else lambda r: getattr(r, order_by), reverse=desc)
    return out[:limit] if limit else out
def group_by(rows, key, **aggs):
    res = []
    for k, grp in groupby(sorted(rows, key=key), key=key):
        grp = list(grp)
        res.append({"key": k, **{name: f(grp) for name, f in aggs.items()}})
    return res
print([r.order_id for r in select(rows, where=lambda r: r.region == "east", order_by="qty", desc=True)])
print(select(rows, order_by=(4, 3), limit=3))
rev = lambda g: round(sum(r.qty * r.unit_price for r in g), 2)
for g in group_by(rows, key=lambda r: r.customer, orders=lambda g: len({r.order_id for r in g}), revenue=rev, items=lambda g: sum(r.qty for r in g)):
    print(f"{g['key']:<9}{g['orders']:>3}{g['items']:>6}{g['revenue']:>9.2f}")
by_region = group_by(rows, key=lambda r: r.region, revenue=rev)
total = sum(g["revenue"] for g in by_region)
print([(g["key"], g["revenue"], f"{g['revenue'] / total:.1%}") for g in sorted(by_region, key=lambda g: -g["revenue"])])
prod = {g["key"]: g for g in group_by(rows, key=lambda r: r.product, avg_price=lambda g: round(sum(r.unit_price for r in g) / len(g), 4), n=len)}
print(prod["bolt"], sorted(prod, key=lambda k: prod[k]["avg_price"]))
joined = [(r.order_id, r.customer, {"west": "W", "east": "E"}.get(r.region, "?")) for r in rows]
print(joined[:4], len({r.customer for r in rows}), max(rows, key=lambda r: r.qty * r.unit_price)._asdict())
pivot = {}
for r in rows: pivot.setdefault(r.customer, {}).setdefault(r.product, 0); pivot[r.customer][r.product] += r.qty
products = sorted({r.product for r in rows})
print(f"{'':<9}" + "".join(f"{p:>7}" for p in products))
for c in sorted(pivot): print(f"{c:<9}" + "".join(f"{pivot[c].get(p, '-'):>7}" for p in products))
