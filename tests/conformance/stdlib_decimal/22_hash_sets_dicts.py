from decimal import Decimal
from fractions import Fraction

pairs = [(Decimal("1"), 1), (Decimal("1.000"), 1.0), (Decimal("0.5"), 0.5), (Decimal("0.5"), Fraction(1, 2)),
         (Decimal("-2.25"), -2.25), (Decimal("1E+3"), 1000), (Decimal("0.1"), 0.1), (Decimal("-0"), 0),
         (Decimal("Infinity"), float("inf")), (Decimal("-Infinity"), float("-inf")), (Decimal("1E+30"), 10 ** 30),
         (Decimal("1E-30"), Fraction(1, 10 ** 30))]
for d, other in pairs:
    print(repr(d), repr(other), d == other, hash(d) == hash(other))
print(hash(Decimal("123.456")), hash(Decimal("-7")), hash(Decimal("1E+100")), hash(Decimal("0.001")))
prices = {Decimal("9.99"): "basic", Decimal("19.99"): "pro", Decimal("9.990"): "basic again"}
print(len(prices), prices[Decimal("9.99")], prices.get(Decimal("19.990")))
s = {Decimal("1"), Decimal("1.0"), Decimal("1.00"), 1, 1.0, Decimal("2.5"), 2.5}
print(len(s), sorted(str(x) for x in s))
nan = Decimal("NaN")
print(nan == nan, nan != nan, hash(nan) == hash(nan), nan in [nan], len({nan, nan}))
counts = {}
for p in ["1.50", "1.5", "2.00", "2", "1.500"]:
    counts[Decimal(p)] = counts.get(Decimal(p), 0) + 1
print({str(k): v for k, v in counts.items()})
