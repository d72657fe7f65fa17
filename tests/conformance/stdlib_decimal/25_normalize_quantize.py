from decimal import Decimal, InvalidOperation, Context, ROUND_UP, ROUND_DOWN

for v in ["120.00", "0.500", "1E+3", "0.000", "-0.010", "100", "5.1000E+5", "Infinity"]:
    d = Decimal(v)
    print(v, "normalize:", d.normalize(), "quantize(0.01):", d.quantize(Decimal("0.01")) if d.is_finite() else "-")
print([str(Decimal(x).normalize()) for x in ["1.0", "10", "10.10", "0.0E+5"]])
cents = Decimal("0.01")
for v in ["2.675", "2.665", "-1.005", "0.0049", "999.999"]:
    d = Decimal(v)
    print(v, d.quantize(cents), d.quantize(cents, rounding=ROUND_UP), d.quantize(cents, ROUND_DOWN), d.quantize(Decimal("1")), d.quantize(Decimal("1E+1")))
print(Decimal("1.2").quantize(Decimal("0.0001")), Decimal(7).quantize(Decimal("0.00")), Decimal("1.23456").quantize(Decimal("1E-3")))
for bad in [("1e30", "0.01"), ("Infinity", "1"), ("1", "Infinity"), ("123456789", "1E-25")]:
    try:
        print(Decimal(bad[0]).quantize(Decimal(bad[1])))
    except InvalidOperation as e:
        print(bad, "InvalidOperation", e)
print(Decimal("Infinity").quantize(Decimal("-Infinity")))
small = Context(prec=5)
print(Decimal("123.4").quantize(Decimal("0.01"), context=small), small.quantize(Decimal("12.345"), Decimal("0.1")))
try:
    Decimal("1234.5").quantize(Decimal("0.01"), context=small)
except InvalidOperation as e:
    print("too many digits for prec 5:", e)
print(Decimal("3.14159").quantize(Decimal("0.01"), rounding="ROUND_CEILING"))
try:
    Decimal("3.14159").quantize(Decimal("0.01"), rounding="ROUND_NEAREST")
except TypeError as e:
    print("TypeError", e)
print(Decimal("1.50").same_quantum(Decimal("2.00")), Decimal("1.5").same_quantum(Decimal("2.00")), Decimal("1.5").same_quantum(2))
print(Decimal("123.4500").normalize().as_tuple(), Decimal("0.00").normalize().as_tuple())
