from fractions import Fraction

bids = [Fraction(7, 8), 0.8, Fraction(3, 4), 1, Fraction(9, 10), Fraction(5, 6), 0.875]
print(sorted(bids))
print(sorted(bids, reverse=True))
print(max(bids), min(bids))
print(Fraction(7, 8) == 0.875, Fraction(2, 1) == 2, 2 == Fraction(4, 2))
print(Fraction(1, 3) < Fraction(1, 2) < 1, Fraction(-1, 2) > -1)
print(Fraction(5, 10) <= Fraction(1, 2), Fraction(5, 10) >= 0.5)
ranked = sorted([('ann', Fraction(17, 20)), ('bob', Fraction(4, 5)), ('cy', Fraction(9, 10))], key=lambda t: t[1], reverse=True)
for name, score in ranked:
    print(name, score, f'{float(score):.0%}')
print(Fraction(1, 3) in [Fraction(2, 6)], 0.5 in [Fraction(1, 2)])
