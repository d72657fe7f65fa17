from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN

rates = {"CA": Decimal("0.0725"), "NY": Decimal("0.04"), "TX": Decimal("0.0625"), "OR": Decimal("0")}
orders = [
    ("CA", ["10.99", "3.49", "0.99", "14.25"]),
    ("NY", ["99.99", "0.05", "1.15"]),
    ("TX", ["5.55", "5.55", "5.55"]),
    ("OR", ["120.00"]),
]
cent = Decimal("0.01")
for state, lines in orders:
    rate = rates[state]
    prices = [Decimal(p) for p in lines]
    per_line = sum((p * rate).quantize(cent, ROUND_HALF_UP) for p in prices)
    on_total = (sum(prices) * rate).quantize(cent, ROUND_HALF_UP)
    bankers = (sum(prices) * rate).quantize(cent, ROUND_HALF_EVEN)
    print(state, "rate", rate, "sum", sum(prices), "per-line tax", per_line,
          "invoice tax", on_total, "half-even", bankers, "diff", per_line - on_total)

print(sum([Decimal("0.1")] * 10), sum([0.1] * 10))
print(Decimal("0.1") * 3 == Decimal("0.3"), 0.1 * 3 == 0.3)
print(sum([Decimal("1.10"), Decimal("2.205")], Decimal("0.000")))
