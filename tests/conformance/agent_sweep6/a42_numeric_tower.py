import numbers
import colorsys
from fractions import Fraction
from decimal import Decimal

values = [3, True, 2.5, Fraction(1, 3), Decimal("1.1"), 2 + 3j, float("nan")]
for v in values:
    kinds = [name for name, abc in [("Number", numbers.Number), ("Complex", numbers.Complex),
                                     ("Real", numbers.Real), ("Rational", numbers.Rational),
                                     ("Integral", numbers.Integral)] if isinstance(v, abc)]
    print(f"{v!r:<20} {type(v).__name__:<9} {kinds}")

class Money(numbers.Real):
    def __init__(self, cents):
        self.cents = int(cents)
    def __float__(self): return self.cents / 100
    def __repr__(self): return f"Money({self.cents / 100:.2f})"
    def __add__(self, o): return Money(self.cents + (o.cents if isinstance(o, Money) else round(o * 100)))
    __radd__ = __add__
    def __neg__(self): return Money(-self.cents)
    def __pos__(self): return self
    def __abs__(self): return Money(abs(self.cents))
    def __eq__(self, o): return isinstance(o, Money) and o.cents == self.cents
    def __lt__(self, o): return self.cents < o.cents
    def __le__(self, o): return self.cents <= o.cents
    def __hash__(self): return hash(self.cents)
    def __trunc__(self): return self.cents // 100
    def __int__(self): return self.cents // 100
    def __floor__(self): return self.cents // 100
    def __ceil__(self): return -(-self.cents // 100)
    def __round__(self, nd=None): return round(self.cents / 100, nd)
    def __floordiv__(self, o): return NotImplemented
    __rfloordiv__ = __mod__ = __rmod__ = __truediv__ = __rtruediv__ = __floordiv__
    def __mul__(self, o): return Money(self.cents * o)
    __rmul__ = __mul__
    def __pow__(self, o): return NotImplemented
    __rpow__ = __pow__

m = Money(1999)
print(m + 1, 2 * m, -m, abs(Money(-5)), float(m), int(m), round(m, 1), m.real, m.imag, m.conjugate())
import math
print(math.floor(m), math.ceil(m), math.trunc(m), complex(m), sum([m, m, 1]), isinstance(m, numbers.Complex))
try:
    numbers.Integral()
except TypeError as e:
    print("TypeError:", str(e).split(" with")[0])
z = complex(3, -4)
print(abs(z), z.conjugate(), math.atan2(z.imag, z.real), (abs(z), math.atan2(z.imag, z.real)), z.real, z.imag)
print((-4) ** 0.5, 1j ** 2, (1 + 1j) ** 3, pow(2j, 2), complex(2, 0) == 2, hash(complex(2, 0)) == hash(2))
print(f"{z:.2f}", f"{z:>20}", f"{1j:g}", complex("-1.5e3+2j"), (1 + 2j) * (3 - 1j), (1 + 2j) / (1 - 1j))
try:
    (1 + 2j) < (2 + 1j)
except TypeError as e:
    print("TypeError:", e)
for r, g, b in [(1, 0, 0), (0.2, 0.4, 0.4), (1, 1, 1)]:
    h, l, s = colorsys.rgb_to_hls(r, g, b)
    hv = colorsys.rgb_to_hsv(r, g, b)
    y = colorsys.rgb_to_yiq(r, g, b)
    print([round(x, 4) for x in (h, l, s)], [round(x, 4) for x in hv], [round(x, 4) for x in y],
          "#%02x%02x%02x" % tuple(round(c * 255) for c in colorsys.hsv_to_rgb(*hv)))
