from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction
from collections import deque
class R:
    def __radd__(self, o): return NotImplemented
    def __rmul__(self, o): return NotImplemented
class R2:
    def __radd__(self, o): return ("radd", type(o).__name__)
    def __rmul__(self, o): return ("rmul", type(o).__name__)
for a in ([1], (1,), "s", b"b", deque([1])):
    for b in (date(2024, 1, 1), Decimal(1), Fraction(1, 2), R(), R2(), 1.5, None):
        for op in ("+", "*"):
            try:
                r = a + b if op == "+" else a * b
            except TypeError as e:
                r = f"TypeError: {e}"
            print(type(a).__name__, op, type(b).__name__, r)
class M:
    def __mul__(self, o): return NotImplemented
    def __rmul__(self, o): return ("rmul", len(o))
    def __add__(self, o): return ("add", len(o))
for expr in (lambda: deque([1, 2]) * M(), lambda: M() * deque([1]), lambda: deque([1]) + M(), lambda: M() + deque([1]), lambda: deque([1]) * R(), lambda: R() * deque([1]),
             lambda: deque([1]) * R2(), lambda: R2() * deque([1]), lambda: deque([1]) + R2(), lambda: deque("ab") * 2, lambda: 2 * deque("ab"), lambda: deque([1]) + deque([2])):
    try:
        print(expr())
    except TypeError as e:
        print("TypeError:", e)
d = deque([1]); d += [2]; d *= 2; print(d)
