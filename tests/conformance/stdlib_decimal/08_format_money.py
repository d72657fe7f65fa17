from decimal import Decimal

amounts = [Decimal("1234567.891"), Decimal("-0.004"), Decimal("0"), Decimal("42"), Decimal("-98765.4321"),
           Decimal("1E+3"), Decimal("0.5"), Decimal("999.995")]
for a in amounts:
    print(f"[{a:,.2f}] [{a:>15,.2f}] [{a:<12.1f}] [{a:^14.3f}] [{a:+.2f}] [{a: .0f}] [{a:012.2f}] [{a:z.2f}]")

def money(x, symbol="$"):
    sign = "-" if x < 0 else ""
    return f"{sign}{symbol}{abs(x):,.2f}"

for a in amounts:
    print(money(a), money(a, "EUR "))
print("{:*>20,.2f}|{:#<10}|{:_^11}".format(Decimal("1234.5"), Decimal("7.25"), Decimal("-3")))
print(format(Decimal("1234.5678"), ",f"), format(Decimal("1234.5678"), ".2F"), format(Decimal("-1234.5"), "015,.2f"))
print("%s and %r" % (Decimal("10.50"), Decimal("10.50")))
print(str(Decimal("10.50")), "{}".format(Decimal("0.10")), f"{Decimal('3.10')!s:>8}", f"{Decimal('3.10')!r}")
for spec in [",", ">10", "010", "+", "-", " ", "z", "", ".3", ".1"]:
    print(repr(spec), repr(format(Decimal("-12345.678"), spec)), repr(format(Decimal("0.0001"), spec)))
for spec in ["z.1f", "z.1F", "z.0%", "z,.2f", "z=+10.1f"]:
    print(spec, [format(Decimal(v), spec) for v in ["-0.04", "-0", "-0.00001", "-1.25"]])
