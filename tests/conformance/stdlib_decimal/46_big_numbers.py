from decimal import Decimal, localcontext, getcontext
import math

big = Decimal(2 ** 20000)
print(len(str(big)), big.adjusted(), str(big)[:24], big == 2 ** 20000, hash(big) == hash(2 ** 20000))
print(repr(+big), big.as_tuple().digits[:5], len(big.as_tuple().digits))
with localcontext(prec=4500) as ctx:
    f = Decimal(math.factorial(1500))
    print(len(str(f)), str(f)[-10:], f.adjusted())
    third = Decimal(1) / 3
    print(len(str(third)), str(third)[-5:])
    root = Decimal(10).sqrt()
    print(str(root)[:20], str(root)[-20:])
    e = Decimal(1).exp()
    print(str(e)[:20], str(e)[-12:])
    s = Decimal("9" * 4500 + ".5")
    print(len(str(s + 1)), (s + 1).adjusted(), str(s.to_integral_value())[-5:], format(s, ".2e"))
    print(Decimal("1" * 4400).quantize(Decimal("1.0")) == Decimal("1" * 4400), len(format(Decimal("1" * 4400), ",")))
    try:
        Decimal("1" * 5000).quantize(Decimal("1.0"))
    except ArithmeticError as exc:
        print("too long for the precision:", type(exc).__name__)
print(Decimal("1" * 5000), getcontext().create_decimal("7" * 4500))
print(Decimal((0, (1,) * 4400, -4400)).adjusted(), Decimal("NaN" + "9" * 40).is_nan())
