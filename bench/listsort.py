# List comprehensions and sorting with keys: the data wrangling agents do.
def make_rows(n):
    rows = []
    x = 42
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) % 18446744073709551616
        rows.append((i, x % 1000, (x >> 20) % 97, "u" + str(x % 5000)))
    return rows


rows = make_rows(120000)
scores = [r[1] * 3 + r[2] for r in rows if r[2] % 2 == 0]
by_score = sorted(rows, key=lambda r: (-r[1], r[3]))
names = sorted([r[3] for r in rows])
top = [r[0] for r in by_score[:5]]
squares = [[v * v for v in range(i % 20)] for i in range(12000)]
flat = sorted([v for row in squares for v in row], reverse=True)
rows.sort(key=lambda r: r[2])
print(len(scores), sum(scores), top, names[:3], names[-1], flat[:3], len(flat), rows[0][2], rows[-1][2])
