class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"{v} is below absolute zero")
        self._c = float(v)
    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9
    def __repr__(self):
        return f"Temperature({self._c:.2f}°C)"
t = Temperature(25)
print(t, t.fahrenheit)
t.fahrenheit = 212
print(t)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
del t.celsius
print(hasattr(t, "_c"))
try:
    t.celsius
except AttributeError as e:
    print("AttributeError:", e)
class RO:
    @property
    def x(self):
        return 1
r = RO()
try:
    r.x = 2
except AttributeError as e:
    print("AttributeError:", e)
try:
    del r.x
except AttributeError as e:
    print("AttributeError:", e)
class Lazy:
    def __init__(self): self.calls = 0
    @property
    def data(self):
        self.calls += 1
        return [1, 2, 3]
l = Lazy()
l.data; l.data
print(l.calls, type(Lazy.data).__name__, Lazy.data.fget.__name__)
from functools import cached_property
class C:
    @cached_property
    def val(self):
        print("computing")
        return 42
c = C()
print(c.val, c.val)
