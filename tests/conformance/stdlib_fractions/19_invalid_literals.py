from fractions import Fraction

for s in ['abc', '', '  ', '3 / 4', '1.5/2', 'inf', 'nan', '1__0', '_1', '1_', '1e', '0x10', '1/-2',
          '--1', '1.2.3', '½', '3/4/5', '1e5/2', '1.d']:
    try:
        print(repr(s), '->', repr(Fraction(s)))
    except ValueError as e:
        print(repr(s), '-> ValueError:', e)
raw = ['1/2', 'two thirds', '0.75', 'n/a']
good = []
for r in raw:
    try:
        good.append(Fraction(r))
    except ValueError:
        print('skipping', repr(r))
print(good, sum(good))
