from decimal import Decimal, ROUND_HALF_UP

revenue = {"Q1": Decimal("120500.00"), "Q2": Decimal("131225.50"), "Q3": Decimal("128990.25"), "Q4": Decimal("155002.10")}
total = sum(revenue.values())
print("total", total)
prev = None
for q, v in revenue.items():
    share = v / total
    line = f"{q}: {v:>12,.2f} share {share:.1%} ({share * 100:.2f} pct)"
    if prev is not None:
        growth = (v - prev) / prev
        line += f" growth {growth:+.2%}"
    print(line)
    prev = v

discounts = [Decimal("0.15"), Decimal("0.075"), Decimal("0.333"), Decimal("1"), Decimal("0.005")]
for d in discounts:
    print(format(d, "%"), format(d, ".0%"), format(d, ".1%"), format(d, "8.2%"), f"{d * 100:.1f}%")

price = Decimal("59.99")
for pct in ("10", "12.5", "33.333"):
    off = (price * Decimal(pct) / 100).quantize(Decimal("0.01"), ROUND_HALF_UP)
    print(f"{pct}% off {price}: save {off}, pay {price - off}")
margin = (Decimal("42.50") - Decimal("27.80")) / Decimal("42.50")
print("margin", margin, round(margin * 100, 2), f"{margin:.3%}")
