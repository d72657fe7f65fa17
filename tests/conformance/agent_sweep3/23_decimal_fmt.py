from decimal import Decimal as D, Context, ROUND_HALF_UP, ROUND_05UP, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN
import decimal
vals = [D("1234.5678"), D("-0.00012345"), D("1E+5"), D("123456789012345678901234567890.5"), D("0"), D("-0.0"), D("Infinity"), D("NaN"), D("1.000")]
for spec in ["", "f", ".2f", ",.3f", "e", ".3e", "E", "g", ".3g", "G", "%", ".1%", ">15.2f", "<12", "^12.1f", "+.2f", " .2f", "015.2f", "_.2f", "z.1f"]:
    out = []
    for v in vals:
        try:
            out.append(format(v, spec))
        except ValueError as e:
            out.append("VE")
    print(repr(spec), out)
print(str(D("1E-7")), str(D("0.000001")), str(D("1.23E+10")), repr(D("100").quantize(D("1E+1"))), D("123.456").quantize(D("1E+2")))
for r in [ROUND_HALF_UP, ROUND_05UP, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN]:
    print(r, [str(D(x).quantize(D("1"), rounding=r)) for x in ["2.5", "-2.5", "1.51", "0.49", "10.5", "-0.5"]])
c = Context(prec=6, rounding=ROUND_HALF_UP)
print(c.divide(D(10), D(3)), c.sqrt(D(2)), c.power(D(2), D("0.5")), c.add(D("1.0000005"), 0), c.create_decimal("3.14159265"), c.create_decimal_from_float(0.1))
print(D(10) ** 20, D(2) ** D("0.5"), D("1.1") ** 3, pow(D(3), 4, 5), D(-8) ** D(1) / 3)
print(D("12.30").as_tuple(), D("-0").is_signed(), D("5").fma(2, 3), D("1.2345").__round__(2), D(12).sqrt(), D("0.5").ln())
print(D.from_float(1.1), D("3.000").normalize(), D("3.000").normalize().as_tuple().exponent, D("12").rotate(1) if False else "", D("1e3").number_class(), D("-0").number_class())
print(D("7.5").remainder_near(2), D("1.23456789E+30").to_integral_value(), D("2.5").to_integral_value(), D("2.5").to_integral(ROUND_UP))
try:
    decimal.getcontext().traps[decimal.Inexact] = False
    print(D(1) / D(3))
except Exception as e:
    print(type(e).__name__)
print(D("1") == D("1.0"), hash(D("1.0")) == hash(1), D("0.1") + D("0.2") == D("0.3"), D(1) < 1.5, {D("1.0"): "x"}[1])
print(sum(D(x) for x in ["0.10", "0.20", "0.30"]), sorted([D("-1"), D("NaN") if False else D("0"), D("1e-3")]))
print("%s %r %.3f %5.1f %e" % (D("1.5"), D("1.5"), D("1.23456"), D("2.25"), D("12345")))
