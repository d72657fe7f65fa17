from fractions import Fraction

values = ['1/4', '2/3', '3 / 5']
print([Fraction(v) for v in values])
