from decimal import Decimal, getcontext, localcontext

for v in ["2", "3", "10", "0.5", "100", "1.44", "0", "1E-10", "123456789", "0.0001", "2.25"]:
    d = Decimal(v)
    print(v, "sqrt", d.sqrt(), "exp", d.exp() if d < 50 else "-", "ln", d.ln() if d else "-", "log10", d.log10() if d else "-")
print(Decimal(1).exp(), Decimal(-1).exp(), Decimal("0.001").exp(), Decimal(-20).exp(), Decimal(100).exp())
print(Decimal("1000").log10(), Decimal("0.01").log10(), Decimal("1E-7").log10(), Decimal("2").log10())
for p in (5, 12, 40):
    with localcontext(prec=p):
        print(p, Decimal(2).sqrt(), Decimal(1).exp(), Decimal(10).ln(), Decimal(7).log10())
print(Decimal(0).ln(), Decimal("Infinity").ln(), Decimal("-Infinity").exp(), Decimal("Infinity").sqrt(), Decimal(0).log10())
print(Decimal("-0").sqrt(), Decimal("0.00").sqrt(), Decimal("1E-3").sqrt(), Decimal("4E+2").sqrt())
principal, target = Decimal(1000), Decimal(2500)
rate = Decimal("0.07")
years = (target / principal).ln() / (1 + rate).ln()
print("years to grow:", years, round(years, 2))
print(getcontext().sqrt(Decimal(8)), getcontext().exp(Decimal(2)), getcontext().ln(Decimal("2.718281828459045235360287471")))
