from fractions import Fraction

total = Fraction(47, 4)
piece = Fraction(3, 2)
n, left = divmod(total, piece)
print('pieces:', n, 'left over:', left)
print(total // piece, total % piece)
for a, b in [(Fraction(7, 3), Fraction(1, 2)), (Fraction(-7, 3), Fraction(1, 2)), (Fraction(7, 3), Fraction(-1, 2)),
             (Fraction(-7, 3), Fraction(-1, 2)), (Fraction(5), 3), (7, Fraction(2, 3)), (Fraction(9, 4), 2)]:
    print(a, b, a // b, a % b, divmod(a, b))
print(Fraction(7, 2) // 1.5, Fraction(7, 2) % 1.5, divmod(Fraction(7, 2), 1.5), 5.0 // Fraction(3, 2))
