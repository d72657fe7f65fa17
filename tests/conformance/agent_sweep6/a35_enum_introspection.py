from enum import Enum, IntEnum, Flag, auto

class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)

    def describe(self):
        return f"{self.name.title()}: g={self.surface_gravity:.2f}"

class Status(Enum):
    ACTIVE = "active"
    RETIRED = "retired"
    _ignore_ = ["helper"]

class Prio(IntEnum):
    LOW = auto()
    HIGH = auto()

class Access(Flag):
    R = auto()
    W = auto()

print(dir(Planet.EARTH))
print([n for n in dir(Planet.EARTH) if not n.startswith("_")])
print(dir(Status.ACTIVE))
print(dir(Access.R))
print(dir(Planet))
print(dir(Status))
print([n for n in dir(Prio.HIGH) if not n.startswith("_")][:8])
print([n for n in dir(Prio) if n.isupper()])
for p in Planet:
    print(p.describe(), round(p.mass / 1e23, 2))
public = {name: getattr(Planet.MERCURY, name) for name in dir(Planet.MERCURY)
          if not name.startswith("_") and not callable(getattr(Planet.MERCURY, name))
          and name not in Planet.__members__}
print(sorted(public))
try:
    Planet.EARTH.gravity
except AttributeError as e:
    print("AttributeError:", e)
try:
    Status.ACTIVE.vlaue
except AttributeError as e:
    print("AttributeError:", e)
