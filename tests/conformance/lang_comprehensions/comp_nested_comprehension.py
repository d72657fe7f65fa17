scores = {"ann": [90, 72, 85], "bob": [60, 75], "cy": [88, 95, 91, 79]}
report = {name: [s for s in vals if s >= 80] for name, vals in scores.items()}
print(report)
summary = [(name, max(v), min(v)) for name, v in scores.items() if len(v) > 2]
print(summary)
curve = {name: [min(100, s + 5) for s in vals] for name, vals in scores.items()}
print(curve["cy"])
buckets = [[s for s in vals if lo <= s < lo + 10] for vals in scores.values() for lo in (70, 80, 90)]
print(buckets)
print([[[i, j] for j in range(i)] for i in range(3)])
