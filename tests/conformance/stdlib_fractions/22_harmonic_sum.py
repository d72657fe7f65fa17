from fractions import Fraction

h = Fraction(0)
for k in range(1, 31):
    h += Fraction(1, k)
    if k in (1, 2, 5, 10, 20, 30):
        print(k, h, round(float(h), 6))
print('digits in denominator of H30:', len(str(h.denominator)))
basel = sum(Fraction(1, k * k) for k in range(1, 21))
print('basel partial:', float(basel), basel.limit_denominator(1000))
alt = sum(Fraction((-1) ** (k + 1), k) for k in range(1, 16))
print(alt, float(alt))
