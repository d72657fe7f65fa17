from fractions import Fraction
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext, localcontext, InvalidOperation
prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.333")]
total = sum(prices, Decimal(0))
print(total, total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), total.quantize(Decimal("1."), rounding=ROUND_DOWN))
tax = (total * Decimal("0.0825")).quantize(Decimal("0.01"))
print(tax, repr(tax), f"{tax:>10}", f"{total:.1f}", str(Decimal("1E+3")), Decimal("1.500").normalize())
print(Decimal(0.1), Decimal("0.1") + Decimal("0.2") == Decimal("0.3"), Decimal(1) / Decimal(7))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal(2).sqrt())
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation", isinstance(e, ArithmeticError))
f = Fraction(3, 4) + Fraction(5, 6)
print(f, float(f), f.numerator, f.denominator, Fraction("0.125"), Fraction(1.1).limit_denominator(100))
print(Fraction(7, 3) // 1, Fraction(7, 3) % 1, round(Fraction(7, 2)), round(Fraction(5, 2)), Fraction(-7, 3).__floor__())
print(sum(Fraction(1, n) for n in range(1, 6)), Fraction(2, 4) == 0.5, Fraction(1, 3) < 0.34)
print(f"{Fraction(1, 3):}" if False else str(Fraction(1, 3)), Decimal("2.5").to_integral_value(), Decimal("-0"))
print(Decimal("123.456").as_tuple(), Decimal("1e-10").adjusted(), Decimal(10) ** -2)
