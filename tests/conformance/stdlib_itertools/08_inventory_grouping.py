# Group inventory rows by warehouse and category with groupby.
from itertools import groupby, chain, compress, filterfalse, dropwhile, takewhile
from operator import itemgetter

rows = [("north", "tools", 5), ("north", "tools", 3), ("north", "paint", 7), ("south", "paint", 2),
        ("south", "tools", 9), ("east", "paint", 0)]
rows.sort(key=itemgetter(0, 1))
for (wh, cat), group in groupby(rows, key=itemgetter(0, 1)):
    qty = sum(r[2] for r in group)
    print(wh, cat, qty)
print([k for k, _ in groupby("aaabccdaa")], [len(list(g)) for _, g in groupby("aaabccdaa")])
in_stock = [r[2] > 0 for r in rows]
print(list(compress([r[0] for r in rows], in_stock)))
print(list(filterfalse(lambda r: r[2] > 2, rows)))
print(list(takewhile(lambda x: x < 5, [1, 3, 6, 2])), list(dropwhile(lambda x: x < 5, [1, 3, 6, 2])))
print(list(chain.from_iterable([[1, 2], (3,), "ab"])), list(chain("xy", [0])))
