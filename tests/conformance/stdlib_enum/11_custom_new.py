from enum import Enum, IntEnum


class HttpStatus(Enum):
    def __new__(cls, code, phrase):
        obj = object.__new__(cls)
        obj._value_ = code
        obj.phrase = phrase
        return obj

    OK = (200, "OK")
    CREATED = (201, "Created")
    NOT_FOUND = (404, "Not Found")
    SERVER_ERROR = (500, "Internal Server Error")

    @property
    def is_error(self):
        return self.value >= 400


for code in (200, 404, 500, 201):
    s = HttpStatus(code)
    print(code, s, repr(s), s.phrase, s.is_error)
print(list(HttpStatus))


class Grade(IntEnum):
    def __new__(cls, value, label):
        obj = int.__new__(cls, value)
        obj._value_ = value
        obj.label = label
        return obj

    A = 90, "excellent"
    B = 80, "good"
    C = 70, "fair"


scores = [95, 82, 71, 88]
for s in scores:
    g = next(g for g in Grade if s >= g)
    print(s, g.name, g.label, int(g), g > 75)
print(Grade(80), repr(Grade.B), Grade.A + 1)


class Unit(Enum):
    KG = "kg"
    LB = "lb"

    def __init__(self, symbol):
        self.factor = {"kg": 1.0, "lb": 0.45359237}[symbol]


print([(u.name, u.value, u.factor) for u in Unit])
