from decimal import Decimal

vals = ["123456789", "0.000123456", "1E+20", "-4.5E-9", "0", "0E+5", "6.02214076E+23", "1", "999.999", "0.1"]
specs = ["e", ".2e", "E", ".0e", "g", ".3g", "G", ".10g", "n", ".4n", "", ".2", "12.3e", "<14.2E", "+.1e"]
for v in vals:
    d = Decimal(v)
    print(v.ljust(16), " | ".join(format(d, s) for s in specs))
print(f"{Decimal('1234.5678'):.3e} {Decimal('1234.5678'):.6g} {Decimal('0.00001234'):.2e} {Decimal('1e-7'):f}")
print(f"{Decimal('NaN'):e} {Decimal('-Infinity'):g} {Decimal('Infinity'):>12.2f} {Decimal('sNaN'):10} {Decimal('NaN'):010}")
print(f"{Decimal('-0.00'):g} {Decimal('-0.00'):zg} {Decimal('-0.001'):z.1f} {Decimal('0.0'):e}")
