from fractions import Fraction

shares = Fraction(100)
basis = Fraction('2500.00')
events = [('split', Fraction(3, 2)), ('split', Fraction(2)), ('reverse', Fraction(1, 3)), ('split', Fraction(7, 4))]
for kind, ratio in events:
    shares *= ratio
    print(f'{kind:8} {str(ratio):>4} -> shares {shares} ({float(shares):.4f}), cost/share {basis / shares}')
whole = shares.numerator // shares.denominator
cash_in_lieu = (shares - whole) * basis / shares
print('whole shares:', whole, 'fractional:', shares - whole, 'cash in lieu of basis:', round(cash_in_lieu, 2))
