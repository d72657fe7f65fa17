from decimal import Decimal, getcontext

values = ["0", "-0", "0.00", "0E+2", "123", "-123.45", "1.23E+5", "1.23E-5", "0.000001", "0.0000001", "123E+1",
          "1E+100", "-1.000E-7", "12345678E-12", "5E-10", "100", "1.0E+2", "Infinity", "-NaN", "sNaN42", "0E-8"]
for v in values:
    d = Decimal(v)
    print(f"{v:>12} str={str(d):<14} repr={d!r:<24} eng={d.to_eng_string()}")
getcontext().capitals = 0
print(Decimal("1.5E+10"), repr(Decimal("-2E-20")), Decimal("123E+4").to_eng_string(), f"{Decimal('1E+5'):}")
getcontext().capitals = 1
print(getcontext().to_sci_string(Decimal("123E+4")), getcontext().to_eng_string(Decimal("0.0000123")))
print([str(Decimal(n) / 8) for n in range(1, 9)])
print(Decimal(10) ** 30, Decimal(10) ** -30, Decimal(2) ** 100, Decimal("1E+3") + 0, Decimal("1E+3") * 1)
print(Decimal(7).scaleb(-3), Decimal("7E-3").normalize(), Decimal("700").normalize(), Decimal("0.7000").normalize())
