from enum import Enum, ReprEnum


class Unit(str, Enum):
    METER = "m"
    FOOT = "ft"


class Code(int, Enum):
    OK = 0
    FAIL = 1


class Rate(float, Enum):
    LOW = 0.05
    HIGH = 0.25


class Label(str, ReprEnum):
    YES = "y"
    NO = "n"


for m in (Unit.METER, Code.FAIL, Rate.HIGH, Label.YES):
    print(repr(m), str(m), f"{m}", "%s" % m, m == m.value, m.value, type(m.value).__name__)
print(Unit.METER.upper(), Unit.FOOT + "/s", len(Unit.FOOT), Unit("ft"), Unit.METER < "n")
print(Code.FAIL + 1, Code.OK or "falsy", bool(Code.OK), sorted([Code.FAIL, Code.OK]))
print(Rate.LOW * 1000, round(Rate.HIGH * 3, 2), Rate(0.05), Rate.HIGH > Rate.LOW)
print(f"{Code.FAIL:>8}|{Unit.METER:<5}|{Rate.LOW}|{Label.NO:>3}|")
print({Unit.METER: 1}["m"] if "m" in {Unit.METER: 1} else "no", hash(Unit.METER) == hash("m"))
try:
    class Broken(ReprEnum):
        A = 1
except TypeError as e:
    print("TypeError:", e)
