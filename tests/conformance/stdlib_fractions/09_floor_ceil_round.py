import math
from fractions import Fraction

for f in [Fraction(7, 2), Fraction(-7, 2), Fraction(5, 2), Fraction(-5, 2), Fraction(10, 3), Fraction(-10, 3), Fraction(4)]:
    print(f, math.floor(f), math.ceil(f), math.trunc(f), int(f), round(f))
x = Fraction(1234567, 1000)
for nd in [3, 2, 1, 0, -1, -2, -4]:
    print(nd, repr(round(x, nd)))
print(round(Fraction(1, 8), 2), round(Fraction(3, 8), 2), round(Fraction(-3, 8), 2))
print(type(round(Fraction(7, 3))).__name__, type(round(Fraction(7, 3), 1)).__name__)
print(math.floor(Fraction(10**25 + 1, 10**5)), math.ceil(Fraction(-1, 10**30)))
