vals = [3, -1, 0, 8]
print(["pos" if v > 0 else "neg" if v < 0 else "zero" for v in vals])
x = 5
label = "big" if x > 3 else "small"
print(label)
print(max(vals) if vals else None, "n/a" if not vals else len(vals))
y = None
print(y or "default", (y if y is not None else 0) + 1)
print(1 if "" else 2, "yes" if [0] else "no")
