from fractions import Fraction as F
from decimal import Decimal
a = F(3, 4); b = F("1/6"); c = F("0.125"); d = F(1.1); e = F("2.5e-3")
print(a + b, a - b, a * b, a / b, a ** 2, a ** -2, b ** F(1, 1) if False else "", -a, abs(F(-7, 3)))
print(repr(a), c, d, e, F(10, -4), F(0), F(5), F("  -3/9 "), F(2.5).limit_denominator(), d.limit_denominator(100))
print(F(355, 113) == 355/113, float(F(1, 3)), int(F(-7, 2)), round(F(7, 2)), round(F(5, 2)), round(F(22, 7), 3), F(7, 2) // 1, F(7, 2) % 1)
print(a < 1, a == 0.75, a + 1, a + 0.5, 1 - a, 2 ** a, a.numerator, a.denominator, a.as_integer_ratio())
print(sorted([F(1, 2), F(1, 3), 0.4, 1]), sum([F(1, n) for n in range(1, 6)]), max(F(2, 3), 0.6))
print(str(F(1,3)).rjust(6), "{}".format(F(4, 8)), format(float(F(1, 3)), ".4f"))
print(F(1, 3).limit_denominator(2), F(3.141592653589793).limit_denominator(1000), F.from_float(0.5), F.from_decimal(Decimal("1.25")))
print(hash(F(1, 2)) == hash(0.5), F(6, 4).is_integer() if hasattr(F, "is_integer") else "", divmod(F(7, 3), F(1, 2)))
for bad in [lambda: F(1, 0), lambda: F("1/2/3"), lambda: F("x"), lambda: F(1.5, 2), lambda: F(float("nan")), lambda: F(float("inf"))]:
    try:
        print(bad())
    except Exception as ex:
        print(type(ex).__name__, ex)
