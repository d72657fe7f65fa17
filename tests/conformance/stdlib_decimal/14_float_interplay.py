import decimal
from decimal import Decimal, getcontext, FloatOperation

print(Decimal(0.1))
print(Decimal(0.5), Decimal(2.675), Decimal(-0.0), Decimal(1e22), Decimal(float("inf")), Decimal(float("nan")))
print(Decimal.from_float(0.1), Decimal.from_float(3), repr(Decimal.from_float(1.5)))
print(Decimal(str(0.1)), Decimal(repr(2.675)), Decimal("%.2f" % 2.675))
print(getcontext().create_decimal(0.1), getcontext().create_decimal_from_float(1.1))
print(Decimal("0.1") == 0.1, Decimal("0.5") == 0.5, Decimal(0.1) == 0.1, Decimal("1.5") < 1.6, Decimal("2") >= 2.0)
print(float(Decimal("0.1")), float(Decimal("1E+400")), float(Decimal("-1E-400")), float(Decimal("-NaN")), float(Decimal("12.5")))
print(getcontext().flags[FloatOperation])

for label, fn in [("D + float", lambda: Decimal("1.5") + 2.5), ("float * D", lambda: 2.5 * Decimal("1.5")),
                  ("D / float", lambda: Decimal(1) / 3.0), ("D ** float", lambda: Decimal(2) ** 0.5),
                  ("quantize(float)", lambda: Decimal(1).quantize(0.01)),
                  ("Context.add float", lambda: getcontext().add(Decimal(1), 0.5)),
                  ("from_float(str)", lambda: Decimal.from_float("1.5")),
                  ("D + str", lambda: Decimal(1) + "1"), ("D < str", lambda: Decimal(1) < "2"),
                  ("D + None", lambda: Decimal(1) + None), ("Decimal(None)", lambda: Decimal(None)),
                  ("Decimal(1j)", lambda: Decimal(1j))]:
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)

getcontext().traps[FloatOperation] = True
for label, fn in [("Decimal(0.5)", lambda: Decimal(0.5)), ("D < 0.5", lambda: Decimal(1) < 0.5),
                  ("D == 0.5", lambda: Decimal("0.5") == 0.5), ("from_float", lambda: Decimal.from_float(0.5))]:
    try:
        print(label, fn())
    except FloatOperation as e:
        print(label, "FloatOperation:", e, isinstance(e, TypeError))
getcontext().traps[FloatOperation] = False
print(Decimal(1) == 1+0j, Decimal("1.5") != 1.5+0j, complex(Decimal("2.5")), Decimal(3).__complex__())
