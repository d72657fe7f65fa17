# Sorting lists whose keys are all of one kind (ints, floats, strs, tuples
# led by an int or a str), with and without key functions and reverse=True.
import random

rng = random.Random(7)

# Ints around the 64-bit edges, negatives, and bools mixed in with ints.
edges = [2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64, 0, -1, 1, 2**62, -(2**62)]
ints = [rng.randrange(-50, 50) for _ in range(60)] + edges
print(sorted(ints)[:8], sorted(ints)[-8:])
print(sorted(ints, reverse=True)[:6])
mixed = [3, True, 0, False, 2, 1, True, -1, False]
print(sorted(mixed), [type(v).__name__ for v in sorted(mixed)])
print(sorted(mixed, reverse=True), [type(v).__name__ for v in sorted(mixed, reverse=True)])

# Floats: -0.0 and 0.0 are equal, so stability decides their order; NaN is
# not ordered, and the result depends on where it starts.
zeros = [0.0, -0.0, 1.5, -0.0, 0.0, -1.5]
print(sorted(zeros), sorted(zeros, reverse=True))
nan = float("nan")
for data in ([3.0, nan, 1.0, 2.0], [nan, 3.0, 1.0, 2.0], [2.0, 1.0, nan, 0.5, -1.0, nan, 4.0]):
    print(sorted(data), sorted(data, reverse=True))
print(sorted([1.5, 2, -3, 0.5, True]))

# Strs, ASCII and not: code point order.
words = ["pear", "Äpfel", "apple", "éclair", "zebra", "", "a", "ab", "日本", "émile", "Zoo", "ß", "s"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, reverse=True))
long_a = "x" * 300 + "b"
long_b = "x" * 300 + "a"
print([s[-2:] for s in sorted([long_a, long_b, "x" * 300])])

# Tuples of (int, str) with ties, as a key function builds them.
rows = [(i, rng.randrange(5), "n%d" % rng.randrange(4)) for i in range(40)]
by_key = sorted(rows, key=lambda r: (-r[1], r[2]))
print([r[0] for r in by_key])
print([r[0] for r in sorted(rows, key=lambda r: (r[2], r[1]))])
print([r[0] for r in sorted(rows, key=lambda r: (r[1],), reverse=True)])
print(sorted([(1, "b"), (1, "a"), (0, "z"), (1,), (1, "a", 0), (-1, "")]))
print(sorted([("b", 2), ("a", 3), ("b", 1), ("a", 3, 0), ("a",)]))
print(sorted([(2, 1.5), (2, -0.0), (2, 0.0), (1, nan)]))

# reverse=True keeps equal keys in their original order.
recs = [("ann", 3), ("bob", 1), ("cy", 3), ("dee", 2), ("eve", 1), ("fay", 3)]
print(sorted(recs, key=lambda r: r[1], reverse=True))
print(sorted(recs, key=lambda r: -r[1]))
recs.sort(key=lambda r: r[1])
print(recs)

# A key that changes kind part of the way through takes the general path.
print(sorted([3, 1, 2.5, 2, "x"][:4]))
try:
    sorted([3, 1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, "a"), ("b", 1)])
except TypeError as e:
    print("TypeError:", e)

# Big runs, to exercise merging and galloping.
big = [rng.randrange(1000) for _ in range(3000)]
s1 = sorted(big)
print(s1[:5], s1[-5:], s1 == sorted(big, key=lambda v: (v,)), sorted(big, reverse=True) == s1[::-1])
pairs = [(v % 7, str(v)) for v in big]
sp = sorted(pairs)
print(sp[:3], sp[-3:], sorted(pairs, key=lambda p: p[0])[:4])
