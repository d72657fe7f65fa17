class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"Temperature {v} below absolute zero")
        self._c = v
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    def __repr__(self):
        return f"Temperature({self._c!r})"
t = Temperature(25)
print(t, t.fahrenheit)
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
class Circle:
    def __init__(self, r):
        self.r = r
    area = property(lambda self: round(3.14159 * self.r ** 2, 2))
print(Circle(2).area)
del t.celsius
