from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext
prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10")]
total = sum(prices)
print(total, repr(total), type(total).__name__)
tax = (total * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print(tax, total + tax)
print(Decimal("2.675").quantize(Decimal("0.01")), Decimal("2.675").quantize(Decimal("0.01"), ROUND_HALF_UP))
print(Decimal(1) / Decimal(7))
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("1.2345678") + 0)
print(Decimal("10") / 4, Decimal("3.0") * 2, Decimal("-0"), Decimal("1E+3"))
print(Decimal("1.50").normalize(), Decimal(0.1) == Decimal("0.1"))
print(f"{Decimal('1234.5'):,.2f}", Decimal("7.9").to_integral_value(rounding=ROUND_DOWN))
print(Decimal("3.14") > 3, Decimal("2") ** 10, Decimal("16").sqrt())
try:
    Decimal("abc")
except Exception as e:
    print(type(e).__name__)
