from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, ROUND_HALF_EVEN, ROUND_CEILING, InvalidOperation, DivisionByZero
import decimal
prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.333")]
total = sum(prices)
print(total, repr(total), total.quantize(Decimal("0.01")), total.quantize(Decimal("0.01"), rounding=ROUND_DOWN))
print(Decimal("2.675").quantize(Decimal("0.01"), ROUND_HALF_UP), Decimal("2.665").quantize(Decimal("0.01")), Decimal(2.675))
print(Decimal("1") / Decimal("3"), Decimal("2").sqrt(), Decimal(10) ** -2, Decimal("1.30") + Decimal("1.20"), Decimal("1.30") * Decimal("1.20"))
print(f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.1234'):.1%}", f"{Decimal('1E+3'):f}", f"{Decimal('-0.000'):e}", format(Decimal("123.456"), ">12.4"))
print(Decimal("1E+3"), Decimal("1000").normalize(), Decimal("0.00001"), Decimal("0.0000001"), Decimal("-0"), Decimal("1.500").normalize())
print(Decimal("NaN"), Decimal("-Infinity"), Decimal("sNaN"), Decimal("1e-7").to_eng_string(), Decimal("123E5").to_eng_string())
print(Decimal(0.1), Decimal("3.14159").as_tuple(), Decimal((0, (1, 2, 3), -2)), Decimal(7).as_integer_ratio() if hasattr(Decimal, "as_integer_ratio") else "")
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal("123456789") + 0, +Decimal("1.23456789"))
    ctx.rounding = ROUND_CEILING
    print(Decimal(1) / Decimal(7))
print(getcontext().prec, Decimal(1) / Decimal(7))
print(Decimal("7") // Decimal("-2"), Decimal("7") % Decimal("-2"), divmod(Decimal("-7"), Decimal("2")), -7 // 2)
print(round(Decimal("2.5")), round(Decimal("3.14159"), 2), int(Decimal("-3.9")), float(Decimal("0.1")), Decimal("3.0") == 3, Decimal("0.1") == 0.1)
print(sorted([Decimal("1.10"), Decimal("1.1"), Decimal("0.9")]), max(Decimal("1"), Decimal("1.0")), Decimal("1.0").compare(Decimal("1.00")))
print(Decimal("12.345").scaleb(2), Decimal("12.345").adjusted(), Decimal("100").log10(), Decimal(2).ln(), Decimal(1).exp())
print(Decimal("5").max(Decimal("3")), Decimal("-5").copy_abs(), Decimal("5").copy_negate(), Decimal("1.23").is_signed(), Decimal("0").is_zero())
for bad in [lambda: Decimal("abc"), lambda: Decimal(1) / Decimal(0), lambda: Decimal(0) / Decimal(0), lambda: Decimal("1.5") + 1.5, lambda: Decimal("1e10").quantize(Decimal("1e-30"))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, repr(e)[:80])
print(Decimal(" 12 "), Decimal("1_000"), Decimal(12345678901234567890123), Decimal("1.23E-10") * 2)
print(sum([Decimal("0.1")] * 3) == Decimal("0.3"), Decimal("10").quantize(Decimal("1E1")), str(Decimal("1E1")))
print("%.2f" % Decimal("2.675"), "{:.3}".format(Decimal("3.14159")), "{:g}".format(Decimal("0.00001")), "{:}".format(Decimal("5E-8")))
