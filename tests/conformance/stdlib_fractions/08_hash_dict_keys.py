from fractions import Fraction

print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(3)) == hash(3), hash(Fraction(-1)) == hash(-1))
print(hash(Fraction(1, 3)), hash(Fraction(-5, 7)), hash(Fraction(10**20, 3)))
print(hash(Fraction(1, 2**61 - 1)), hash(Fraction(-1, 2**61 - 1)))
counts = {}
for x in [Fraction(1, 2), 0.5, Fraction(2, 4), 1, Fraction(1), 1.0, Fraction(3, 4)]:
    counts[x] = counts.get(x, 0) + 1
print(counts)
print(len({Fraction(1, 2), 0.5, Fraction(3, 6)}), {Fraction(6, 3), 2})
lookup = {0.25: 'quarter', 3: 'three'}
print(lookup[Fraction(1, 4)], lookup[Fraction(9, 3)])
