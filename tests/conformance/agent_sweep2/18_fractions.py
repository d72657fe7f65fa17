from fractions import Fraction
a = Fraction(3, 4); b = Fraction("1/6")
print(a + b, a - b, a * b, a / b, a ** 2)
print(Fraction(0.75), Fraction(1.1).limit_denominator(100), Fraction("2.5"))
print(repr(a), str(a), float(a), int(Fraction(7, 2)), round(Fraction(7, 2)))
print(sum(Fraction(1, n) for n in range(1, 6)))
print(a.numerator, a.denominator, Fraction(6, -8), a < b, a == 0.75)
print(sorted([Fraction(1, 3), 0.3, Fraction(2, 7)]))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(f"{Fraction(1, 3)}", format(float(Fraction(1, 3)), ".4f"))
