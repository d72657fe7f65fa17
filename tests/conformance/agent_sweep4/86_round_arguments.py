for c in [lambda: round(1.5, number=2), lambda: round(1.5, 1, ndigits=2), lambda: round(1.5, foo=1), lambda: round(ndigits=1), lambda: round(number=2.567, ndigits=1),
          lambda: round(2.567, ndigits=2), lambda: round(number=7), lambda: round(), lambda: round(1, 2, 3), lambda: round(2.5, None), lambda: round(25, ndigits=-1)]:
    try: print(c())
    except TypeError as e: print("TypeError:", e)
prices = [19.995, 2.675, 0.125, 1234.5, -0.5, 1e-9]
print([round(p, 2) for p in prices], [round(p) for p in prices], [round(p, ndigits=1) for p in prices], [f"{p:.2f}" for p in prices])
from decimal import Decimal
from fractions import Fraction
print(round(Decimal("2.675"), ndigits=2), round(Fraction(7, 3), ndigits=3), round(number=Fraction(5, 2)))
import math
for c in [lambda: pow(2, 3, bogus=1), lambda: pow(base=2, exp=10), lambda: pow(2, exp=5, mod=7), lambda: pow(2, 3, 5, mod=1), lambda: pow(2, base=3),
          lambda: math.prod([2, 3], start=10), lambda: math.prod([2], bogus=1), lambda: math.prod(iterable=[1])]:
    try: print(c())
    except TypeError as e: print("TypeError:", e)
