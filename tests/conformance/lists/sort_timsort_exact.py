# Sorting as CPython sorts: results with NaN keys, ties, reverse and keys,
# and how many comparisons a counting __lt__ sees, over seeded random lists.
import random

rng = random.Random(2024)


class Counted:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        Counted.calls += 1
        return self.v < other.v

    def __repr__(self):
        return f"C({self.v})"


def shapes(n):
    kind = rng.randrange(7)
    if kind == 0:
        return [rng.randrange(10) for _ in range(n)]
    if kind == 1:
        return list(range(n))
    if kind == 2:
        return list(range(n, 0, -1))
    if kind == 3 and n:
        base = sorted(rng.randrange(1000) for _ in range(n))
        for _ in range(max(1, n // 10)):
            i, j = rng.randrange(n), rng.randrange(n)
            base[i], base[j] = base[j], base[i]
        return base
    if kind == 4:
        return [rng.random() for _ in range(n)]
    if kind == 5:
        half = sorted(rng.randrange(500) for _ in range(n // 2))
        return half + sorted(rng.randrange(500) for _ in range(n - n // 2))
    return [rng.randrange(3) for _ in range(n // 3)] + list(range(n - n // 3, 0, -1))


total = 0
for trial in range(400):
    n = rng.choice([0, 1, 2, 3, 5, 8, 31, 32, 33, 63, 64, 65, 100, 257, 1000, 3000])
    data = shapes(n)
    items = [Counted(v) for v in data]
    Counted.calls = 0
    rev = rng.random() < 0.3
    out = sorted(items, reverse=rev)
    total += Counted.calls
    ok = [c.v for c in out] == sorted(data, reverse=rev)
    if trial % 40 == 0 or not ok:
        print(trial, n, rev, Counted.calls, ok, [c.v for c in out][:5])
print("comparisons:", total)

nan = float("nan")
for trial in range(60):
    vals = [rng.choice([nan, 1.0, 2.0, 3.5, -1.0, 0.0]) for _ in range(rng.randrange(2, 40))]
    print(sorted(vals), sorted(vals, reverse=True)[:6])

records = [(rng.choice("abc"), rng.randrange(5), i) for i in range(200)]
by_letter = sorted(records, key=lambda r: r[0])
print([r[2] for r in by_letter[:20]])
print([r[2] for r in sorted(records, key=lambda r: (r[1], r[0]), reverse=True)[:20]])
words = [rng.choice(["pear", "Apple", "fig", "apple", "Fig", "kiwi"]) + str(rng.randrange(3)) for _ in range(300)]
print(sorted(words, key=str.lower)[:12])
print(sorted(set(words))[:8])
