from fractions import Fraction

rates = [Fraction(3, 4), Fraction(1, 2), Fraction(0)]
for r in rates:
    print(r, 1 / r)
