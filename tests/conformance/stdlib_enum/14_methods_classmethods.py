from enum import Enum


class Temperature(Enum):
    FREEZING = (-50, 0)
    COLD = (0, 10)
    MILD = (10, 20)
    WARM = (20, 30)
    HOT = (30, 60)

    @classmethod
    def classify(cls, celsius):
        for band in cls:
            low, high = band.value
            if low <= celsius < high:
                return band
        raise ValueError(f"{celsius} out of range")

    @staticmethod
    def to_fahrenheit(celsius):
        return celsius * 9 / 5 + 32

    @property
    def label(self):
        return self.name.capitalize()

    def __str__(self):
        low, high = self.value
        return f"{self.label} ({low}..{high} C)"


readings = [-3.5, 4.0, 15.2, 22.8, 35.1, 19.99]
for r in readings:
    t = Temperature.classify(r)
    print(f"{r:6.2f} C = {Temperature.to_fahrenheit(r):6.2f} F -> {t} / {t!r}")
print(f"{Temperature.HOT}", format(Temperature.COLD, "^30"), "[%s]" % Temperature.MILD)
try:
    Temperature.classify(99)
except ValueError as e:
    print("ValueError:", e)


class Planet(Enum):
    EARTH = 1
    MARS = 2

    def describe(self):
        return "%s is planet #%d" % (self.name.title(), self.value)

    def __repr__(self):
        return f"Planet<{self.name}>"


print(Planet.MARS.describe(), [Planet.EARTH], repr(Planet.MARS), str(Planet.MARS))
