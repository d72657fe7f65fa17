import numbers
from fractions import Fraction
from decimal import Decimal

values = [7, True, 2.5, 3 + 4j, Fraction(1, 3), Decimal("1.10"), "7", None]
for v in values:
    kinds = [c.__name__ for c in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral)
             if isinstance(v, c)]
    print(f"{v!r:22} {kinds}")
print(issubclass(int, numbers.Integral), issubclass(float, numbers.Rational), issubclass(bool, numbers.Number))
print(issubclass(numbers.Integral, numbers.Real), issubclass(numbers.Real, numbers.Integral))

def mean(xs):
    if not all(isinstance(x, numbers.Real) for x in xs):
        raise TypeError("mean() needs real numbers")
    return sum(xs) / len(xs)

print(mean([1, 2, 3.5]), mean([Fraction(1, 2), 1]))
try:
    mean([1, 2j])
except TypeError as e:
    print("TypeError:", e)

class Meters(numbers.Real):
    pass

try:
    Meters()
except TypeError as e:
    print("TypeError:", str(e).split(" with")[0])

class Tiny(int):
    pass
print(isinstance(Tiny(3), numbers.Integral), numbers.Integral.register(Tiny) is Tiny)
print(numbers.Number, numbers.Rational.__name__)
class MyFrac(Fraction):
    pass
print(isinstance(MyFrac(1, 2), numbers.Rational), isinstance(Decimal(1), numbers.Real))
