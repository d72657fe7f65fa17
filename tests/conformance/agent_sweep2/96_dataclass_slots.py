from dataclasses import dataclass, field, asdict, astuple, fields
@dataclass(slots=True)
class Reading:
    sensor: str
    value: float
    unit: str = "C"
    tags: list = field(default_factory=list)
    def as_f(self):
        return self.value * 9 / 5 + 32 if self.unit == "C" else self.value
readings = [Reading("t1", 21.5), Reading("t2", 70.0, "F", ["out"]), Reading("t3", -3.25)]
for r in readings:
    print(r, f"{r.as_f():.1f}F")
print(Reading.__slots__, [f.name for f in fields(Reading)])
print(asdict(readings[1]), astuple(readings[2]))
try:
    readings[0].location = "lab"
except AttributeError as e:
    print("AttributeError:", e)
readings[0].value = 22.0
print(readings[0])
@dataclass(slots=True, frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
vs = sorted([Version(1, 10), Version(1, 2, 3), Version(0, 9)])
print(vs, max(vs), Version(1) == Version(1, 0, 0), len({Version(1), Version(1, 0)}))
try:
    vs[0].major = 5
except AttributeError as e:
    print(type(e).__name__, e)
@dataclass(slots=True)
class Tagged(Reading):
    source: str = "api"
t = Tagged("t9", 1.0)
print(t, Tagged.__slots__)
try:
    @dataclass(slots=True)
    class Dup:
        __slots__ = ("a",)
        a: int
except TypeError as e:
    print("TypeError:", e)
