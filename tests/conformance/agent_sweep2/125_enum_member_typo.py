from enum import Enum, IntEnum
class Color(Enum):
    RED = "#f00"
    GREEN = "#0f0"
    BLUE = "#00f"
class Priority(IntEnum):
    LOW = 1
    HIGH = 3
print(dir(Color))
print([n for n in dir(Priority) if not n.startswith("_")][:6])
print(Color.RED.value, Priority.HIGH + 1, [c.name for c in Color])
for name in ("GREEN", "Green", "PURPLE"):
    try:
        print(name, "->", getattr(Color, name).value)
    except AttributeError as e:
        print(name, "-> AttributeError:", e)
palette = [Color.BLUE, Color.Red]
