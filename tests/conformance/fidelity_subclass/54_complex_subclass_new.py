# complex subclass with __new__ and attributes; errors as CPython.
class Signal(complex):
    def __new__(cls, amplitude, phase=0.0, label="sig"):
        obj = super().__new__(cls, amplitude, phase)
        obj.label = label
        return obj

s = Signal(2, 1, label="carrier")
print(s, s.label, complex(s), s * 2)
for bad in [lambda: Signal("x"), lambda: Signal(1, "2"), lambda: Signal([1])]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    complex.__new__(int, 1)
except TypeError as e:
    print("TypeError:", e)
Signal(1, 2, 3, 4)
