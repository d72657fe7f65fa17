from fractions import Fraction

bill = Fraction('187.45')
shares = {'ana': Fraction(2, 5), 'ben': Fraction(1, 4), 'cho': Fraction(7, 20)}
assert sum(shares.values()) == 1
owed = {name: bill * s for name, s in shares.items()}
for name, amount in owed.items():
    cents = round(amount * 100)
    print(f'{name}: {amount} = {cents // 100}.{cents % 100:02d}')
print('exact total:', sum(owed.values()), sum(owed.values()) == bill)
tip = bill * Fraction(18, 100)
print('tip:', tip, float(tip), round(tip, 2))
per_person = (bill + tip) / 3
print('per person:', per_person, round(per_person, 2), f'{float(per_person):.2f}')
