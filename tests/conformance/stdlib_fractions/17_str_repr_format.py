from fractions import Fraction

vals = [Fraction(3, 4), Fraction(-5, 2), Fraction(8, 4), Fraction(0), Fraction(-6, -8)]
for v in vals:
    print(str(v), repr(v), f'{v}', f'{v!r}', '%s' % v, format(v), format(v, ''))
print([Fraction(1, 3), Fraction(2)], (Fraction(1, 2),), {'k': Fraction(5, 3)})
print(f'ratio = {Fraction(22, 7)} ~ {float(Fraction(22, 7)):.4f}')
print('{} and {!r}'.format(Fraction(1, 4), Fraction(1, 4)))
for spec in ['.2f', '>10', 'd', 'e']:
    try:
        print(format(Fraction(1, 3), spec))
    except TypeError as e:
        print('TypeError', e)
try:
    print(f'{Fraction(2, 3):.3}')
except TypeError as e:
    print('TypeError', e)
