from enum import Enum
from collections import Counter, defaultdict


class Region(Enum):
    NORTH = "N"
    SOUTH = "S"
    EAST = "E"
    WEST = "W"


sales = [("N", 1200.0), ("S", 800.5), ("N", 300.25), ("E", 950.0), ("W", 40.0), ("S", 99.5)]
totals = defaultdict(float)
for code, amount in sales:
    totals[Region(code)] += amount
for region in Region:
    print(f"{region.name:<6}{totals[region]:>10.2f}")
best = max(totals, key=totals.get)
print("best:", best, repr(best))
counts = Counter(Region(c) for c, _ in sales)
print(counts.most_common(2))
print(sorted(totals.items(), key=lambda kv: kv[1]))
seen = {Region.NORTH, Region.SOUTH, Region.NORTH}
print(len(seen), Region.NORTH in seen, Region.WEST in seen)
print({r: r.value for r in Region})
lookup = {r.value: r for r in Region}
print(lookup["E"], lookup.get("X"))
print(sorted(Region, key=lambda r: r.value), sorted(Region, key=lambda r: r.name, reverse=True)[0])
print(hash(Region.EAST) == hash(Region.EAST), Region.EAST == Region("E"), Region.EAST is Region["EAST"])
print(list(dict.fromkeys([Region.WEST, Region.EAST, Region.WEST])))
