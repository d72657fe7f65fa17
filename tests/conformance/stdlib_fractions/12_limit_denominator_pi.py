import math
from fractions import Fraction

pi = Fraction(math.pi)
for limit in [1, 7, 10, 100, 113, 1000, 33215, 10**6]:
    approx = pi.limit_denominator(limit)
    print(limit, approx, float(approx), abs(float(approx) - math.pi) < 1e-6)
e = Fraction('2.718281828459045')
print([str(e.limit_denominator(d)) for d in (1, 2, 3, 10, 100, 1000)])
print(Fraction(4321, 8765).limit_denominator(10000), Fraction(-355, 113).limit_denominator(10))
print(Fraction(1, 3).limit_denominator(2), Fraction(3, 4).limit_denominator(1), Fraction(1, 2).limit_denominator(1))
try:
    pi.limit_denominator(0)
except ValueError as exc:
    print('ValueError:', exc)
