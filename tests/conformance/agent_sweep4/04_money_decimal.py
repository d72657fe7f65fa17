from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, getcontext, localcontext, InvalidOperation
prices = [Decimal("19.99"), Decimal("5.005"), Decimal("0.10"), Decimal("100")]
sub = sum(prices)
print(sub, repr(sub), sub.quantize(Decimal("0.01")), sub.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
tax = (sub * Decimal("0.0825")).quantize(Decimal("0.01"), ROUND_HALF_UP)
print(tax, sub + tax, f"{sub + tax:,.2f}", f"{Decimal('1234567.891'):>15,.2f}|")
for r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING):
    print(r, [str(Decimal(x).quantize(Decimal("1"), rounding=r)) for x in ("2.5", "3.5", "-2.5", "2.4")])
print(Decimal("1") / Decimal("3"), Decimal(1) / 7, Decimal("10") ** 20, Decimal("2").sqrt())
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / 3, Decimal("123456789") + 1, +Decimal("3.14159265"))
print(getcontext().prec, Decimal("1.10") + Decimal("2.20"), Decimal("1.1") * 3, Decimal(0.1))
print(Decimal("1e3"), Decimal("1E+3").normalize(), Decimal("100").normalize(), Decimal("0.000"), Decimal("-0"), Decimal("1.2300").normalize())
print(Decimal("3.14").as_tuple(), Decimal("NaN"), Decimal("-Infinity"), Decimal("1.5").is_signed(), Decimal("-1.5").copy_abs())
print(Decimal("7") // Decimal("2"), Decimal("-7") // Decimal("2"), Decimal("-7") % Decimal("2"), divmod(Decimal("7.5"), 2))
print(Decimal("2.50") == Decimal("2.5"), Decimal("2.5") == 2.5, Decimal(1) < 2, hash(Decimal("2.0")) == hash(2), max(Decimal("1.0"), Decimal("1")))
print(f"{Decimal('0.5'):.0%}", f"{Decimal('12.3456'):.2e}", f"{Decimal('-0.001'):+.2f}", f"{Decimal('42'):08.3f}", format(Decimal("1e-7"), "f"))
print(str(Decimal("1e-7")), str(Decimal("0.0000001")), str(Decimal("123e5")), Decimal("123e5").to_integral_value(), int(Decimal("-3.9")))
print(round(Decimal("2.675"), 2), round(Decimal("2.5")), round(Decimal("-0.5")), float(Decimal("0.1")), Decimal("3").fma(2, 1))
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__name__, type(e.args[0]).__name__)
splits = [Decimal("100") / 3] * 3
print(splits[0].quantize(Decimal(".01")), sum(s.quantize(Decimal(".01")) for s in splits))
print(sorted([Decimal("1.10"), Decimal("1.1"), Decimal("0.9"), Decimal("-2")]), Decimal("12.50").adjusted(), Decimal(10).log10(), Decimal(1).exp())
