from fractions import Fraction
import math

def egyptian(frac):
    parts = []
    while frac > 0:
        d = math.ceil(1 / frac)
        parts.append(Fraction(1, d))
        frac -= Fraction(1, d)
    return parts

for f in [Fraction(4, 13), Fraction(5, 6), Fraction(7, 15), Fraction(2, 3), Fraction(19, 20)]:
    parts = egyptian(f)
    print(f, '=', ' + '.join(str(p) for p in parts), sum(parts) == f)
