from fractions import Fraction

for args in [(6, 8), (-6, 8), (6, -8), (-6, -8), (0, 5), (0, -5), (10**20, 10**18), (7,), ()]:
    f = Fraction(*args)
    print(args, f.numerator, f.denominator, f.as_integer_ratio())
print(Fraction(Fraction(3, 4), Fraction(9, 8)), Fraction(Fraction(1, 3)), Fraction(True), Fraction(False, True))
print(Fraction(numerator=3, denominator=9), Fraction(denominator=2))
n, d = Fraction('0.0625').as_integer_ratio()
print(n, d, n / d)
