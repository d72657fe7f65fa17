import enum
from enum import Enum, IntEnum


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self._mass = mass
        self._radius = radius

    @enum.property
    def mass(self):
        """Mass in kilograms."""
        return self._mass

    @enum.property
    def surface_gravity(self):
        G = 6.67300e-11
        return G * self._mass / (self._radius * self._radius)


for p in Planet:
    print(p.name, p.mass, round(p.surface_gravity, 2))


class Level(IntEnum):
    LOW = 1
    HIGH = 3

    @enum.property
    def label(self):
        return self.name.title()

    @label.setter
    def label(self, value):
        print("refusing to relabel %s as %r" % (self.name, value))

    @label.deleter
    def label(self):
        print("cannot delete label of", self.name)


print(Level.LOW.label, Level.HIGH.label, Level.HIGH > Level.LOW)
Level.LOW.label = "tiny"
del Level.HIGH.label
print(enum.property, enum.property.__name__, enum.property.__module__)

doc = enum.property(lambda self: 1, doc="explicit doc")
print(doc.__doc__, doc.fset, doc.fdel, doc.overwrite_doc)
implicit = enum.property(lambda self: 2)
print(implicit.overwrite_doc, implicit.setter(print).overwrite_doc, implicit.setter(print).fset is print)


class Status(Enum):
    OK = 0
    FAIL = 1
    ready = enum.property(lambda self: self is Status.OK)
    hidden = enum.property()

for member in Status:
    print(member, member.ready)
for action in ("set", "del", "get"):
    try:
        if action == "set":
            Status.OK.ready = False
        elif action == "del":
            del Status.OK.ready
        else:
            Status.FAIL.hidden
    except AttributeError as e:
        print(action, "->", e)
