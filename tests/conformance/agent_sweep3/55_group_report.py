from itertools import groupby, accumulate, chain, islice, pairwise, zip_longest, starmap
from operator import itemgetter, mul
events = [("2024-03-01", "login", 3), ("2024-03-01", "error", 1), ("2024-03-02", "login", 5), ("2024-03-02", "login", 2), ("2024-03-03", "error", 4)]
for day, grp in groupby(events, key=itemgetter(0)):
    g = list(grp)
    print(day, len(g), sum(map(itemgetter(2), g)), sorted({e[1] for e in g}))
counts = [e[2] for e in events]
print(list(accumulate(counts)), list(accumulate(counts, max)), list(accumulate(counts, initial=100)), list(pairwise(counts)))
print(list(zip_longest("ab", [1, 2, 3], fillvalue="-")), list(islice(chain("ab", "cd"), 1, None, 2)), list(starmap(mul, [(2, 3), (4, 5)])))
by_kind = {k: [e[0] for e in g] for k, g in groupby(sorted(events, key=itemgetter(1)), itemgetter(1))}
print(by_kind)
window = 3
print([round(sum(counts[i:i + window]) / window, 2) for i in range(len(counts) - window + 1)])
print(dict(enumerate("abc", start=1)), list(zip(*[(1, "a"), (2, "b")])), [list(g) for _, g in groupby("aaabccdd")])
