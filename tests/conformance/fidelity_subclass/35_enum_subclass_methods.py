# Enums with methods, properties and class methods.
from enum import Enum


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)

    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)


print(Planet.EARTH, repr(Planet.MERCURY), round(Planet.EARTH.gravity, 2))
print(Planet.heaviest().name, [p.name for p in Planet])


class Status(str, Enum):
    OK = "ok"
    FAIL = "fail"

    def is_good(self):
        return self is Status.OK


print(Status("ok"), Status.OK == "ok", Status.FAIL.is_good(), Status.OK.upper())
try:
    Status("maybe")
except ValueError as e:
    print(type(e).__name__, e)
try:
    Status.OK = "changed"
except AttributeError as e:
    print(type(e).__name__, e)
print(Status["FAIL"].value, len(Status), Status.OK in Status)
