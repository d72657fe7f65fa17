import json
from enum import Enum, IntEnum
class Status(str, Enum):
    ACTIVE = "active"
    DONE = "done"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
class Prio(int, Enum):
    LOW = 1
    HIGH = 2
class Color(Enum):
    RED = "r"
    def __str__(self): return self.name.lower()
print(f"{Status.ACTIVE}", str(Status.ACTIVE), repr(Status.ACTIVE), format(Status.ACTIVE, ">10"), "%s" % Status.DONE, Status.ACTIVE == "active")
print(json.dumps({"s": Status.ACTIVE, "p": Prio.HIGH}), json.dumps([Status.DONE]), Status("ACTIVE"), Status["DONE"])
print(f"{Prio.HIGH}", str(Prio.LOW), Prio.HIGH + 1, sorted([Prio.HIGH, Prio.LOW]))
print(f"{Color.RED}", str(Color.RED), repr(Color.RED), f"{Color.RED!r}", "{}".format(Color.RED))
try:
    Status("nope")
except ValueError as e:
    print("ValueError:", e)
print(Status.ACTIVE.upper(), Status.ACTIVE.value.upper(), Status.ACTIVE.startswith("act"), len(Status.DONE), Status.ACTIVE + "!")
print({Status.ACTIVE: 1}["active"] if "active" in {Status.ACTIVE: 1} else "missing", Status.ACTIVE in ["active"], hash(Status.ACTIVE) == hash("active"))
