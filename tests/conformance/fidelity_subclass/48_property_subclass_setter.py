# getter/setter/deleter of a property subclass make instances of the
# subclass, and its __init__ runs for each copy.
class logged(property):
    made = 0

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        super().__init__(fget, fset, fdel, doc)
        logged.made += 1

class Thermostat:
    def __init__(self):
        self._c = 20.0

    @logged
    def celsius(self):
        "Temperature in degrees Celsius."
        return self._c

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._c = float(value)

    @celsius.deleter
    def celsius(self):
        print("reset")
        self._c = 20.0

t = Thermostat()
t.celsius = 25
print(t.celsius, type(Thermostat.celsius).__name__, logged.made)
print(Thermostat.celsius.__doc__)
print(Thermostat.celsius.fget.__name__, Thermostat.celsius.fset.__name__, Thermostat.celsius.fdel.__name__)
del t.celsius
print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
