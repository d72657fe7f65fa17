from fractions import Fraction
from decimal import Decimal, localcontext

for v in ["0.75", "-1.125", "3", "0.1", "1E+3", "1E-5", "-0"]:
    d = Decimal(v)
    f = Fraction(d)
    print(v, repr(f), repr(Fraction.from_decimal(d)), f == d, d == f, hash(f) == hash(d))
print(Fraction("1.25") == Decimal("1.25"), Decimal("0.3") < Fraction(1, 3), Fraction(1, 3) > Decimal("0.3333333333333333"))
print(Decimal("0.5") <= Fraction(1, 2), Decimal("Infinity") > Fraction(10 ** 20), Decimal("-Infinity") < Fraction(-1, 3))
third = Fraction(1, 3)
with localcontext(prec=10):
    print(Decimal(third.numerator) / Decimal(third.denominator))
print(Decimal(Fraction(3, 8).numerator) / Fraction(3, 8).denominator)
for label, fn in [("F + D", lambda: Fraction(1, 2) + Decimal(1)), ("D * F", lambda: Decimal(1) * Fraction(1, 2)),
                  ("Fraction(NaN)", lambda: Fraction(Decimal("NaN"))), ("Fraction(inf)", lambda: Fraction(Decimal("Infinity"))),
                  ("from_decimal(float)", lambda: Fraction.from_decimal(0.5)), ("Decimal(F)", lambda: Decimal(Fraction(1, 2)))]:
    try:
        print(label, fn())
    except (TypeError, ValueError, OverflowError) as e:
        print(label, type(e).__name__, e)
print(sorted([Decimal("0.5"), Fraction(1, 3), 0.4, 1, Decimal("0.25")]))
print(Fraction(Decimal("123.456")).limit_denominator(100), float(Fraction(Decimal("2.5"))))
