from decimal import Decimal as D, getcontext
from fractions import Fraction as F
import statistics, math
vals = [D("1234.5678"), D("-0.005"), D("1E+3"), D("0.000001"), D("NaN"), D("-Infinity"), D("12345678901234567890.123")]
for v in vals:
    out = []
    for spec in ["", ",.2f", ">12.3", "e", ".2%", "+.1f", "g", "_.1f", "012.2f"]:
        try:
            out.append(format(v, spec))
        except Exception as e:
            out.append(type(e).__name__)
    print(" | ".join(out))
print(round(D("2.675"), 2), round(D("2.5")), round(D("3.5")), round(D("-2.5")), D("7") % D("3"), D("-7") % D("3"), D("-7") // D("3"), divmod(D("7.5"), 2))
print(F(7, 3) % 1, F(-7, 3) // 1, divmod(F(7, 2), F(1, 3)), F(1, 3) ** 2, F(4, 9) ** F(1, 2), 2 ** F(1, 2), abs(F(-1, 2)), int(F(-7, 2)), math.floor(F(-7, 2)))
print(statistics.mean([D("1.1"), D("2.2")]), statistics.mean([F(1, 3), F(2, 3)]), statistics.median([F(1, 2), F(1, 3)]), statistics.variance([D("1"), D("2"), D("4")]))
print(D(1) / D(3) * 3, D("1.0") * D("1.00"), D("0.1") * 3, sum([D("0.1")] * 3), D(2) ** 64, D("1e-30") + 1, D(1).exp(), D(10).ln(), D(100).log10())
print(getcontext().prec, getcontext().rounding, D("3.14159").quantize(D("0.001")), D("1.23456789").scaleb(2), D("-1.5").copy_abs(), D("0.00").is_zero())
print(F("3/4"), F(" -1.5e-2 "), F(D("0.25")), F(0.1), F(0.1).limit_denominator(), float(F(1, 3)), F(1, 3).__round__(2), round(F(2, 3), 1))
