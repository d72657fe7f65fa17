from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W

class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARN = 30

class Method(StrEnum):
    GET = auto()
    POST = auto()

class Shape(Enum):
    SQUARE = "sq"
    CIRCLE = "ci"
    def describe(self):
        return f"{self.name.title()} ({self.value})"
    @classmethod
    def parse(cls, s):
        try:
            return cls(s)
        except ValueError:
            return cls[s.upper()]

print(list(Color), Color.CRIMSON is Color.RED, Color(1), Color["GREEN"])
print(Color.__members__.keys() if False else list(Color.__members__))
print(repr(Color.RED), str(Color.RED), f"{Color.RED}", Color.RED.name, Color.RED.value)
p = Perm.R | Perm.X
print(p, repr(p), Perm.R in p, Perm.W in p, bool(Perm(0)), list(Perm))
print(Perm.RW, Perm(7), ~Perm.R, Perm.RW & Perm.W)
print(Level.INFO > Level.DEBUG, Level.WARN + 1, sorted([Level.WARN, Level.DEBUG]), Level(20))
print(f"{Level.INFO}", str(Level.INFO), repr(Level.INFO), format(Level.INFO, ">5"))
print(Method.GET, repr(Method.POST), Method.GET == "get", Method.GET.upper())
print(Shape.parse("ci").describe(), Shape.parse("square").describe())
print({s: s.value for s in Shape})
print(Shape.SQUARE in Shape, len(Shape), type(Shape.CIRCLE).__name__)
class Perm2(IntFlag):
    R = 4
    W = 2
    X = 1
print(Perm2.R | Perm2.W, repr(Perm2(7)), Perm2(6) == 6, Perm2.R | 8)
try:
    Color(9)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PURPLE"]
except KeyError as e:
    print("KeyError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
try:
    Color.RED = 5
except AttributeError as e:
    print("AttributeError:", e)
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.674e-11 * self.mass / self.radius ** 2
for pl in Planet:
    print(f"{pl.name:<6} {pl.gravity:6.2f}", pl.value)
