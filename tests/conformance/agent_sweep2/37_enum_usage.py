from enum import Enum, IntEnum, auto, Flag
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
class Status(IntEnum):
    OK = 200
    NOT_FOUND = 404
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
print(Color.RED, repr(Color.GREEN), Color(3), Color["BLUE"], Color.RED.name, Color.RED.value)
print(list(Color), len(Color), Color.RED in Color)
print(Status.OK == 200, Status(404), Status.OK + 1, sorted([Status.NOT_FOUND, Status.OK]))
print(Perm.R | Perm.W, Perm.R in (Perm.R | Perm.X), repr(Perm.W))
class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    def describe(self):
        return f"{self.name.lower()} #{self.value}"
print([s.describe() for s in Shape])
print(f"{Color.RED}", f"{Status.OK}", str(Status.OK), format(Color.GREEN))
try:
    Color(7)
except ValueError as e:
    print(e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError", e)
print({c: c.value for c in Color})
