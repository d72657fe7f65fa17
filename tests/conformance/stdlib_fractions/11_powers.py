from fractions import Fraction

r = Fraction(2, 3)
for p in [0, 1, 2, 3, -1, -2, -3]:
    print(p, repr(r ** p))
n = Fraction(-2, 3)
for p in [2, 3, -2, -3]:
    print(p, repr(n ** p))
print(Fraction(9, 4) ** Fraction(1, 2), Fraction(8, 27) ** 0.5, Fraction(4) ** Fraction(2))
print(2 ** Fraction(3), 2 ** Fraction(1, 2), 2 ** Fraction(-2), 2.0 ** Fraction(3), Fraction(1, 2) ** Fraction(-2))
print(type(2 ** Fraction(3)).__name__, type(2 ** Fraction(-2)).__name__, type(Fraction(4) ** Fraction(1, 2)).__name__)
growth = Fraction(21, 20)
balance = 1000 * growth ** 3
print('after 3 years:', balance, float(balance))
print((-8) ** Fraction(1, 3))
