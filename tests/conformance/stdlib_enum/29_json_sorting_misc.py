# Agent-style odds and ends: JSON, sorting, comparisons with plain values.
import json
from enum import Enum, IntEnum, Flag, auto
class Color(Enum):
    RED = 1
    GREEN = 2
try:
    json.dumps({"c": Color.RED})
except TypeError as e:
    print("TypeError:", e)
try:
    sorted(Color)
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"c": Color.RED}, default=lambda o: o.name))
print([f"{i}:{c.name}" for i, c in enumerate(Color, 1)], dict(zip(Color, "ab")))
print(Color.RED == "RED", Color.RED == 1, Color.RED != 1, Color.RED in [1, 2], Color.RED in {Color.RED: 0})
print(str(Color), Color.__name__, type(Color.RED).__name__, Color.RED.__hash__() == hash("RED"))
class P(IntEnum):
    A = 1
print(json.dumps(P.A), json.dumps([P.A, Color.RED.value]))
class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    def area(self, size):
        if self is Shape.CIRCLE:
            return round(3.14159 * size ** 2, 2)
        return size * size
print([s.area(2) for s in Shape])
print(getattr(Color, "GREEN"), Color.__members__.get("BLUE"), {m.value: m for m in Color})
x = Color.RED
x = Color(2) if x is Color.RED else x
print(x, x is Color.GREEN)
print(max(P), P.A.as_integer_ratio() if hasattr(P.A, 'as_integer_ratio') else '')
