from enum import Enum, unique


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2


print(list(Shape), len(Shape))
print(Shape.ALIAS_FOR_SQUARE, Shape.ALIAS_FOR_SQUARE is Shape.SQUARE, Shape(2).name)
print(Shape.__members__)
print(list(Shape.__members__), len(Shape.__members__), "ALIAS_FOR_SQUARE" in Shape.__members__)
print([name for name, m in Shape.__members__.items() if name != m.name])
print(repr(Shape.__members__)[:40], type(Shape.__members__).__name__)
print(Shape.__members__["CIRCLE"], Shape.__members__.get("NOPE", "default"))
try:
    Shape.__members__["X"] = 1
except TypeError as e:
    print("TypeError:", e)

try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 3
        FOUR = 3
        UNO = 1
except ValueError as e:
    print("ValueError:", e)


@unique
class Fine(Enum):
    A = 1
    B = 2


print(list(Fine))


class Lists(Enum):
    A = [1, 2]
    B = [1, 2]
    C = {"k": 1}


print(list(Lists), Lists([1, 2]), Lists({"k": 1}), Lists.B is Lists.A)
