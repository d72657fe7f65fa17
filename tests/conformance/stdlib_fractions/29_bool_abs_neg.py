from fractions import Fraction

vals = [Fraction(0), Fraction(-3, 7), Fraction(5, 2)]
for v in vals:
    print(repr(v), bool(v), repr(abs(v)), repr(-v), repr(+v), int(v), float(v), complex(v))
    print('  real/imag/conj:', repr(v.real), v.imag, repr(v.conjugate()))
print([v for v in vals if v], not Fraction(0), Fraction(1, 9) or 'empty', Fraction(0) or 'empty')
print(int(Fraction(-7, 2)), int(Fraction(7, 2)), float(Fraction(1, 7)), float(Fraction(10**400, 10**399)))
