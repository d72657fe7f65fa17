rows = [(i % 7, "b" * (i % 3) + "é" * (i % 2), -i) for i in range(50)]
print(sorted(rows)[:6])
print(sorted(rows, key=lambda r: (r[1], r[0]))[:5])
print(sorted(["b", "a", "ab", "", "é", "aé", "a" * 20 + "b", "a" * 20 + "a", "a" * 20]))
print(sorted([(1, "x"), (1, "x"), (0, "y"), (1, "w")]))
print(sorted([("a", 1.5), ("a", float("nan")), ("a", 0.5)]))
words = ["zeta", "alpha", "Alpha", "beta", "über", "uber", "alphabet", "al"]
pairs = [(len(w), w) for w in words]
print(sorted(pairs))
print(sorted(pairs, reverse=True))
print(sorted(words, key=lambda w: (-len(w), w)))
print(max(words, key=lambda w: (len(w), w)), min(pairs))
