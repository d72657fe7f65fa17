from decimal import Decimal, ROUND_HALF_UP, getcontext
lines = [("Widget", 3, "19.99"), ("Gadget, large", 1, "249.50"), ("Cable", 12, "0.333"), ("Discount", 1, "-15")]
TAX = Decimal("0.0825"); CENT = Decimal("0.01")
sub = Decimal(0)
print(f"{'Item':<16}{'Qty':>4}{'Unit':>10}{'Total':>12}")
for name, q, unit in lines:
    u = Decimal(unit); t = (u * q).quantize(CENT, ROUND_HALF_UP); sub += t
    print(f"{name:<16}{q:>4}{u:>10}{t:>12,}")
tax = (sub * TAX).quantize(CENT, ROUND_HALF_UP)
print(f"{'Subtotal':<30}{sub:>12,}\n{'Tax ' + format(TAX, '.2%'):<30}{tax:>12,}\n{'TOTAL':<30}{sub + tax:>12,.2f}")
split = (sub + tax) / 3
print(split, split.quantize(CENT), split.quantize(CENT) * 3, (sub + tax) - split.quantize(CENT) * 2, getcontext().prec)
print(Decimal("19.99") * 3, Decimal("0.333") * 12, sum(Decimal(u) for _, _, u in lines), Decimal("100") * Decimal("1.0825"))
print(sorted(Decimal(u) for _, _, u in lines), Decimal("-15").copy_abs(), Decimal("249.50").normalize(), Decimal("249.50").to_integral_value())
print(f"{Decimal('0.0825'):%}", f"{Decimal('1234.5'):,}", f"{Decimal('-1234.5'):010,.1f}", f"{Decimal('5'):.3}", f"{Decimal('1e-10'):f}")
