from fractions import Fraction

inputs = ['3/4', '-7/8', ' 12 ', '0.125', '-1.5e3', ' -1.5e3 ', '1_000/3_0', '.5', '5.', '1e-3',
          '+.5E-2', '2.50', '6/4', '-0', '007/010', '1.2_3e1_0']
for s in inputs:
    f = Fraction(s)
    print(repr(s), '->', repr(f), str(f))

measurements = '3/8, 1/2, 5/16, 0.75, 1'
parts = [Fraction(p) for p in measurements.split(',')]
print(parts)
print('sum =', sum(parts), 'max =', max(parts), 'min =', min(parts))
