import math
from decimal import Decimal, getcontext, ROUND_HALF_UP

vals = ["2.5", "3.5", "-2.5", "2.675", "0.125", "1234.5678", "-0.5", "9.995", "1E+2", "7"]
for v in vals:
    d = Decimal(v)
    print(v, round(d), round(d, 2), round(d, 0), round(d, -1), int(d), math.floor(d), math.ceil(d), math.trunc(d), float(d))
print(type(round(Decimal("2.5"))).__name__, type(round(Decimal("2.5"), 1)).__name__, type(math.floor(Decimal("2.5"))).__name__)
getcontext().rounding = ROUND_HALF_UP
print(round(Decimal("2.675"), 2), round(Decimal("2.5")), round(Decimal("-2.5"), 0), round(Decimal("0.125"), 2))
getcontext().rounding = "ROUND_HALF_EVEN"
print(int(Decimal("1E+20")), int(Decimal("-123.999")), int(Decimal("0.9999")), int(Decimal("-0")))
print(round(Decimal("123.456"), -2), round(Decimal("123.456"), 5), round(Decimal("0.0005"), 3))
try:
    round(Decimal("1.5"), 1.0)
except TypeError as e:
    print("TypeError", e)
try:
    round(Decimal("1e30"), 2)
except Exception as e:
    print(type(e).__name__, e)
print(Decimal("12.5").to_integral_value(), Decimal("13.5").to_integral_exact(), Decimal("12.7").to_integral(rounding="ROUND_DOWN"))
print(bool(Decimal("0.00")), bool(Decimal("-0")), bool(Decimal("0.01")), bool(Decimal("NaN")), Decimal("1.5").__bool__())
print(sum(int(Decimal(v)) for v in vals), max(map(Decimal, vals)), min(vals, key=Decimal))
