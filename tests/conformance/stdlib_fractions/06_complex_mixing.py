from fractions import Fraction

f = Fraction(3, 4)
print(f + 1j, 1j + f, f * (2 + 3j), (2 + 3j) * f)
print(f - 1j, (1 + 1j) / f, f / (1 + 1j))
print(f == complex(0.75, 0), f == 0.75 + 1j, f != 2j)
print(f ** (1 + 0j), (1 + 1j) ** Fraction(2))
print(complex(f), f.real, f.imag, f.conjugate())
try:
    print(f < 1j)
except TypeError as e:
    print('TypeError', e)
try:
    print(f // 1j)
except TypeError as e:
    print('TypeError', e)
