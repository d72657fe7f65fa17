from decimal import Decimal, ROUND_DOWN, ROUND_HALF_UP

def split(total, people):
    total = Decimal(total)
    share = (total / people).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
    remainder = total - share * people
    cents = int(remainder / Decimal("0.01"))
    shares = [share + Decimal("0.01") if i < cents else share for i in range(people)]
    return shares

for total, people in [("100.00", 3), ("87.55", 4), ("0.05", 3), ("1000", 7), ("19.99", 2)]:
    shares = split(total, people)
    print(total, people, [str(s) for s in shares], "sum ok:", sum(shares) == Decimal(total))

bill = Decimal("184.60")
tip_pct = Decimal("18")
tip = (bill * tip_pct / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
print("tip", tip, "grand total", bill + tip)
weights = {"ana": Decimal("1"), "ben": Decimal("2"), "cy": Decimal("1.5")}
total_w = sum(weights.values())
for name, w in weights.items():
    part = ((bill + tip) * w / total_w).quantize(Decimal("0.01"), ROUND_HALF_UP)
    print(f"{name:>4}: {part:>8}")
print(divmod(Decimal("184.60"), 3), Decimal("184.60") // 3, Decimal("184.60") % 3)
