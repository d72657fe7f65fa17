from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN

scores = {"ana": ["88.5", "92", "79.25", "94.5"], "ben": ["70", "65.5", "80", "74.5"], "cy": ["89.5", "89.5", "89.4", "89.6"]}
weights = [Decimal("0.2"), Decimal("0.2"), Decimal("0.25"), Decimal("0.35")]

def letter(x):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if x >= cutoff:
            return grade
    return "F"

for name, raw in scores.items():
    vals = [Decimal(s) for s in raw]
    weighted = sum(v * w for v, w in zip(vals, weights))
    mean = sum(vals) / len(vals)
    up = weighted.quantize(Decimal("1"), ROUND_HALF_UP)
    even = weighted.quantize(Decimal("1"), ROUND_HALF_EVEN)
    print(f"{name:>4}: weighted {weighted} -> {up} (half-even {even}) letter {letter(up)}; mean {mean:.3f} round() {round(mean, 1)}")
print([str(Decimal(x).quantize(Decimal("1"), ROUND_HALF_UP)) for x in ["89.5", "90.49", "-0.5", "0.5", "1.5"]])
print([round(Decimal(x)) for x in ["89.5", "90.5", "-0.5", "0.5", "1.5"]], [round(float(x)) for x in ["89.5", "90.5", "0.5"]])
