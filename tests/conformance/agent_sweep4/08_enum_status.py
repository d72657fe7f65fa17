from enum import Enum, IntEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(Color.RED, repr(Color.RED), Color(2), Color["BLUE"], Color.CRIMSON is Color.RED, list(Color), len(Color))
print(Color.RED.name, Color.RED.value, [m.name for m in Color.__members__.values()], list(Color.__members__))
class Status(str, Enum):
    OK = "ok"
    FAIL = "fail"
print(Status.OK, repr(Status.OK), Status.OK == "ok", f"{Status.FAIL}", Status("fail"), Status.OK.upper(), "{}".format(Status.OK))
class Prio(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = auto()
print(Prio.HIGH, repr(Prio.MID), Prio.LOW + 1, Prio.HIGH > Prio.LOW, sorted([Prio.HIGH, Prio.LOW]), f"{Prio.MID}", f"{Prio.MID:>5}", int(Prio.HIGH))
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, rw & Perm.W, ~Perm.R, Perm(0), repr(Perm(0)), list(rw), bool(Perm(0)))
class Mode(IntFlag):
    A = 1
    B = 2
    C = 4
print(Mode.A | Mode.C, repr(Mode.A | Mode.C), Mode(3), Mode.A | 8, int(Mode.B | Mode.C), Mode.B + 1)
class Weekday(Enum):
    MON = "Monday"
    TUE = "Tuesday"
    @property
    def short(self): return self.value[:3]
    @classmethod
    def parse(cls, s):
        for m in cls:
            if m.value.lower().startswith(s.lower()):
                return m
        raise ValueError(f"no weekday {s!r}")
print(Weekday.parse("tu"), Weekday.MON.short, Weekday.TUE.value)
try:
    Weekday.parse("fri")
except ValueError as e:
    print(e)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self): return 6.674e-11 * self.mass / self.radius ** 2
print(Planet.MARS, Planet.EARTH.mass, f"{Planet.MARS.gravity:.2f}", Planet((5.97e24, 6.37e6)))
print(Color.RED == 1, Prio.LOW == 1, hash(Color.RED) == hash(Color.RED), {Color.RED: "r"}[Color.CRIMSON], isinstance(Prio.LOW, int))
class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    def __str__(self): return self.name.title()
print(Shape.CIRCLE, repr(Shape.SQUARE), f"{Shape.SQUARE}", Shape.CIRCLE.value)
