import csv, io, statistics
from collections import defaultdict, Counter
raw = """date,region,product,units,unit_price
2024-01-03,North,Widget,12,2.50
2024-01-03,South,Gadget,3,10.00
2024-01-04,North,Gadget,7,10.00
2024-01-05,East,Widget,,2.50
2024-01-05,South,Widget,20,2.45
2024-01-06,North,Doohickey,1,99.99
"""
by_region = defaultdict(float); units = Counter(); skipped = []
for i, row in enumerate(csv.DictReader(io.StringIO(raw)), start=2):
    try:
        n = int(row["units"])
    except ValueError as e:
        skipped.append((i, str(e)))
        continue
    by_region[row["region"]] += n * float(row["unit_price"])
    units[row["product"]] += n
width = max(map(len, by_region)) + 2
print(f"{'Region':<{width}}{'Revenue':>12}{'Share':>8}")
total = sum(by_region.values())
for region, rev in sorted(by_region.items(), key=lambda kv: -kv[1]):
    print(f"{region:<{width}}{rev:>12,.2f}{rev / total:>8.1%}")
print("-" * (width + 20))
print(f"{'Total':<{width}}{total:>12,.2f}{1:>8.0%}")
print("skipped:", skipped)
print(units.most_common(2), units.total(), sorted(units.elements())[:3])
vals = list(by_region.values())
print(f"mean={statistics.mean(vals):.3f} median={statistics.median(vals):.3f} stdev={statistics.stdev(vals):.3f}")
print("%-10s %8s" % ("product", "units"))
for p, n in sorted(units.items()):
    print("%-10s %8d %s" % (p, n, "#" * n))
print("{:*^30}".format(" END "), "{0:>{1}}".format("x", 4), "{:{fill}{align}{w}}".format(7, fill="0", align=">", w=5))
