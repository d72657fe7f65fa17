from decimal import Decimal, DecimalTuple

for v in ["1.30", "-0.005", "1E+3", "0", "-0E-2", "Infinity", "-NaN12", "sNaN", "123456789"]:
    d = Decimal(v)
    t = d.as_tuple()
    print(v, t, t.sign, t.digits, t.exponent, d.is_nan() or Decimal(t) == d, str(Decimal(t)))
print(DecimalTuple(0, (3, 1, 4), -2), Decimal(DecimalTuple(1, (5,), 1)))
print(Decimal((0, (1, 2, 5), -2)), Decimal([1, [9, 9], 0]), Decimal((0, (), 'n')), Decimal((1, (0,), 'F')), Decimal((0, (4, 2), 'N')))
for bad in [(0, (1, 2)), (2, (1,), 0), (0, (1, 10), 0), (0, (1,), 'x'), (0, (1,), 1.5), (0, "12", 0), (1.0, (1,), 0)]:
    try:
        print(Decimal(bad))
    except ValueError as e:
        print(bad, "ValueError:", e)
for v in ["0.75", "-2.5", "3", "0.1", "1E+3", "-0.0625", "123.456", "0"]:
    n, d = Decimal(v).as_integer_ratio()
    print(v, n, d, n / d)
for v in ["Infinity", "NaN"]:
    try:
        Decimal(v).as_integer_ratio()
    except (OverflowError, ValueError) as e:
        print(v, type(e).__name__, e)
print(Decimal("12.345").adjusted(), Decimal("0.00012").adjusted(), Decimal("1E+5").adjusted(), Decimal("NaN").adjusted())
