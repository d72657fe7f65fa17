from fractions import Fraction

rates = ['12.5%', '7%', '-3.25%', '0.5%']
factors = [1 + Fraction(r.rstrip('%')) / 100 for r in rates]
print(factors)
value = Fraction(10000)
for r, f in zip(rates, factors):
    value *= f
    print(f'{r:>7}: {float(value):12.4f}  exact {value}')
overall = value / 10000 - 1
print('overall change:', overall, f'{float(overall):.4%}')
print('as percent string:', f'{float(overall * 100):.3f}%', round(overall * 100, 3))
