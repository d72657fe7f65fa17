from fractions import Fraction

half = Fraction(1, 2)
third = Fraction(1, 3)
print(half + 0.25, 0.25 + half, type(half + 0.25).__name__)
print(third * 1.5, 1.5 * third, third / 0.5, 0.5 / third)
print(third - 0.1, 0.1 - third)
print(half ** 0.5, 2.0 ** half, third // 0.1, third % 0.1, divmod(2.5, third))
print(half == 0.5, third == 1 / 3, Fraction(1, 3) < 0.34, 0.33 < third, half >= 0.5)
print(half != 0.5, third != 0.3333)
print(float('inf') > half, half < float('inf'), half == float('nan'), half < float('-inf'))
price = Fraction(19, 4)
qty = 2.5
print('cost:', price * qty)
print(float(third), round(float(third), 4))
