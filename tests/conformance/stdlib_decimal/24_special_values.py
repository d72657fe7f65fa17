from decimal import Decimal, getcontext, Context

specials = ["NaN", "-NaN", "sNaN", "Infinity", "-Infinity", "0", "-0", "1E-999999", "1E-1000005", "1.5", "-2E+10"]
for s in specials:
    d = Decimal(s)
    print(f"{s:>12} finite={d.is_finite()} inf={d.is_infinite()} nan={d.is_nan()} qnan={d.is_qnan()} snan={d.is_snan()} "
          f"signed={d.is_signed()} zero={d.is_zero()} normal={d.is_normal()} subnormal={d.is_subnormal()} class={d.number_class()}")
print(Decimal("-0") + Decimal("0"), Decimal("-0") + Decimal("-0"), Decimal("-0") * 5, -Decimal("0"), +Decimal("-0"), abs(Decimal("-0")))
print(Decimal("Infinity") + 1, Decimal("Infinity") * -2, 1 / Decimal("Infinity"), Decimal("-Infinity") / 3)
ctx = Context(traps=[])
print(ctx.add(Decimal("Infinity"), Decimal("-Infinity")), ctx.multiply(Decimal("Infinity"), 0), ctx.divide(Decimal("Infinity"), Decimal("Infinity")))
print(ctx.add(Decimal("NaN5"), 1), ctx.add(1, Decimal("sNaN9")), ctx.sqrt(Decimal("-NaN")), ctx.quantize(Decimal("NaN"), Decimal("1")))
print(Decimal("NaN").copy_abs(), Decimal("-NaN").copy_negate(), Decimal("Infinity").copy_sign(Decimal(-1)), Decimal(5).copy_sign(Decimal("-0")))
print(Decimal("-Infinity").as_tuple(), Decimal("NaN").is_signed(), Decimal("-NaN").is_signed(), Decimal("sNaN").is_canonical())
print(sorted(k.__name__ for k, v in ctx.flags.items() if v))
print(Decimal("Infinity").same_quantum(Decimal("-Infinity")), Decimal("NaN").same_quantum(Decimal("sNaN")), Decimal("1.0").same_quantum(Decimal("2.5")))
