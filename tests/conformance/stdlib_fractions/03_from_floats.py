from fractions import Fraction

for x in [0.1, 0.5, 0.25, 1.1, -2.75, 3.0, 1e-10, 123456.789]:
    f = Fraction(x)
    print(x, repr(f), f.limit_denominator(), f.limit_denominator(100))
print(Fraction.from_float(0.3), Fraction.from_float(7))
print(Fraction(0.1) == Fraction(1, 10), Fraction(0.1).limit_denominator(1000) == Fraction(1, 10))
print(Fraction(0.1) + Fraction(0.2) == Fraction(0.3), 0.1 + 0.2 == 0.3)
print(Fraction(1, 10) + Fraction(2, 10) == Fraction(3, 10))
print((0.1).as_integer_ratio(), Fraction(0.1).as_integer_ratio())
