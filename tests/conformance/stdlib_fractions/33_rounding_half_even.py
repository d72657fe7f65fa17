from fractions import Fraction

for n in range(-7, 8):
    f = Fraction(n, 2)
    print(str(f), round(f), round(float(f)))
prices = [Fraction('2.675'), Fraction('1.005'), Fraction('0.125'), Fraction('0.135')]
for p in prices:
    print(p, round(p, 2), round(float(p), 2), float(round(p, 2)))
print(round(Fraction(125), -1), round(Fraction(135), -1), round(Fraction(-250), -2), round(Fraction(12345, 7), -2))
