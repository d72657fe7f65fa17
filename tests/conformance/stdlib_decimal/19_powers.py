from decimal import Decimal, getcontext, InvalidOperation, localcontext

base = Decimal("1.05")
for n in (0, 1, 2, 10, 30, -1, -5):
    print("1.05 **", n, "=", base ** n)
print(Decimal(2) ** 10, Decimal(2) ** 100, Decimal(2) ** -3, Decimal("2.50") ** 2, Decimal("0.1") ** 3)
print(Decimal(10) ** 3, Decimal(10) ** -3, Decimal("1.000") ** 5, Decimal("-2") ** 3, Decimal("-2") ** 4)
print(Decimal(4) ** Decimal("0.5"), Decimal(2) ** Decimal("0.5"), Decimal(27) ** (Decimal(1) / 3), Decimal(8) ** Decimal("2.0"))
print(Decimal("1.5") ** Decimal("2.5"), Decimal(100) ** Decimal("-0.25"), Decimal("0.5") ** Decimal("1.5"))
print(2 ** Decimal(10), 3 ** Decimal("0.5"), Decimal(0) ** 5, Decimal(0) ** -2, Decimal("-0") ** 3)
print(Decimal("Infinity") ** 2, Decimal("Infinity") ** -1, Decimal("-Infinity") ** 3, Decimal(1) ** Decimal("Infinity"))
print(pow(Decimal(3), 4, 7), pow(Decimal(2), 100, 1000), pow(Decimal(-3), 3, 10), pow(Decimal(12), 0, 5))
print(getcontext().power(Decimal(2), Decimal(64)), getcontext().power(7, 2, 5))
for label, fn in [("(-2)**0.5", lambda: Decimal(-2) ** Decimal("0.5")), ("0**0", lambda: Decimal(0) ** 0),
                  ("pow(2.5, 2, 3)", lambda: pow(Decimal("2.5"), 2, 3)), ("pow(2, -1, 3)", lambda: pow(Decimal(2), -1, 3)),
                  ("pow(2, 2, 0)", lambda: pow(Decimal(2), 2, 0))]:
    try:
        print(label, fn())
    except InvalidOperation as e:
        print(label, "InvalidOperation", e)
with localcontext(prec=6) as ctx:
    print(Decimal(3) ** 20, Decimal("1.0001") ** 10000, Decimal(7) ** -2)
    ctx.rounding = "ROUND_UP"
    print(Decimal(3) ** 20, Decimal(2) ** Decimal("0.5"), Decimal(3) ** -1)
growth = Decimal("1.07")
print([str((growth ** y).quantize(Decimal("0.0001"))) for y in range(0, 11, 2)])
