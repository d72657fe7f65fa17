# Subclasses of int and float keep their values and behave like numbers.
class Cents(int):
    def __new__(cls, value):
        return super().__new__(cls, round(value * 100))
    def __str__(self):
        return f"${self // 100}.{self % 100:02d}"
    def __repr__(self):
        return f"Cents({int(self)})"
c = Cents(12.345)
print(c, repr(c), int(c), c + 5, type(c + 5).__name__, c * 2, c > 1000, f"{c}", f"{c:>8}", f"{c!r}")
print(isinstance(c, int), sorted([Cents(1), Cents(0.5), 75]), sum([Cents(1), Cents(2)]), hash(c) == hash(1234))

class Celsius(float):
    def to_f(self):
        return self * 9 / 5 + 32
    def __repr__(self):
        return f"{float(self):.1f}°C"
temps = [Celsius(t) for t in ("21.5", 19, -3.25)]
print(temps, [round(t.to_f(), 1) for t in temps], max(temps), min(temps) + 0.25, f"{temps[0]:.3f}")
print(Celsius(2.5).is_integer(), Celsius(3).hex(), round(Celsius(2.675), 2), int(Celsius(-7.9)), -Celsius(1))

class Flag(int):
    pass
f = Flag(0b1010)
print(f | 1, f & 2, f ^ f, f << 2, f >> 1, f"{f:08b}", f"{f:#x}", f.bit_length(), divmod(f, 3))
try:
    Celsius("warm")
except ValueError as e:
    print("ValueError:", e)
try:
    Cents("x")
except TypeError as e:
    print("TypeError:", e)
