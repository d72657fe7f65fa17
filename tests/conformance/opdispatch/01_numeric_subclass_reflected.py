# Units-aware numbers: a float subclass whose reflected methods must win
# over int's arithmetic, and an int subclass that must not steal bool's.
class Meters(float):
    def __rmul__(self, other):
        return Meters(float(self) * other)
    def __radd__(self, other):
        return f"radd({other!r})"
    def __repr__(self):
        return f"Meters({float(self)})"

print(2 * Meters(1.5))
print(3 + Meters(0.5))
print(2.0 * Meters(1.5))          # float's own multiplication runs first
print(Meters(1.5) * 2)             # inherited float.__mul__
print(type(Meters(1.5) * 2).__name__)

class Tagged(int):
    def __radd__(self, other):
        return "Tagged.radd"
    def __rand__(self, other):
        return "Tagged.rand"

print(True + Tagged(1))           # bool is not a base of Tagged: int addition
print(5 + Tagged(1))              # Tagged subclasses int and overrides __radd__
print(True & Tagged(1))
print(3 & Tagged(1))

class Score(int):
    def __rsub__(self, other):
        return NotImplemented

print(10 - Score(3))               # reflected declines first, then int subtraction
