# Comparing long tuples and lists that agree on a long prefix: ranking
# records by many fields, where most fields tie.
base = tuple(range(200))
for n in (63, 64, 65, 127, 128, 129, 200):
    a = base[:n]
    b = base[:n - 1] + (-1,)
    print(n, a < b, a > b, a == b, list(a) <= list(b), a[:n - 1] < a)

# A difference right at positions 63, 64 and 65 of otherwise equal rows.
for pos in (62, 63, 64, 65, 66):
    row = [0] * 150
    other = list(row)
    other[pos] = 1
    print(pos, row < other, tuple(row) >= tuple(other), max(tuple(row), tuple(other))[pos])

# Sorting rows whose keys lead with an int or a str and tie for long.
rows = []
for i in range(12):
    key = (i % 3,) + (7,) * 80 + (i % 4, -i)
    rows.append(key)
rows.sort()
print([(r[0], r[-2], r[-1]) for r in rows])
named = [("team",) + ("x",) * 70 + (i % 5, i) for i in range(10)]
named.sort(reverse=True)
print([r[-1] for r in named])
print(sorted([(1,) * 100, (1,) * 99, (1,) * 101, (1,) * 99 + (0,)])[0][-1], len(min([(1,) * 100, (1,) * 99])))
