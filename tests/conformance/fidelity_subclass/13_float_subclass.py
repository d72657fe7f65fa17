# float subclass: units, rounding, and representation.
class Celsius(float):
    def __new__(cls, value):
        if value < -273.15:
            raise ValueError("below absolute zero: %r" % value)
        return super().__new__(cls, value)

    def to_f(self):
        return self * 9 / 5 + 32

    def __repr__(self):
        return "Celsius(%s)" % float.__repr__(self)


c = Celsius(21.5)
print(c, repr(c), c.to_f(), type(c.to_f()).__name__, round(c), type(round(c)).__name__)
print(c + 1, type(c + 1).__name__, c == 21.5, c > 20, int(c), str(c))
print(f"{c:.2f}", "%.1f" % c, [c], c.is_integer(), Celsius(3.0).is_integer())
try:
    Celsius(-300)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Celsius("warm")
except TypeError as e:
    print(type(e).__name__, e)
temps = [Celsius(v) for v in (30, 10.5, 22)]
print(sorted(temps), min(temps), sum(temps) / len(temps))
print(isinstance(c, float), issubclass(Celsius, float))
