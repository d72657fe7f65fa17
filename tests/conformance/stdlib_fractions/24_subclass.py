from fractions import Fraction

class Ratio(Fraction):
    def percent(self):
        return f'{float(self) * 100:.2f}%'

r = Ratio(3, 8)
print(repr(r), str(r), r.percent(), isinstance(r, Fraction))
s = r + Fraction(1, 8)
print(repr(s), type(s).__name__)
print(repr(+r), repr(-r), repr(abs(Ratio(-1, 2))), type(r * 2).__name__)
print(repr(Ratio('0.2')), repr(Ratio.from_float(0.5)), Ratio(1, 2) == Fraction(1, 2))
print(repr(r.limit_denominator(3)), hash(Ratio(1, 2)) == hash(Fraction(1, 2)))
