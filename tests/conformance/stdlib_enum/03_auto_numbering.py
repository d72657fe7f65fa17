from enum import Enum, auto


class Weekday(Enum):
    MONDAY = auto()
    TUESDAY = auto()
    WEDNESDAY = auto()
    THURSDAY = auto()
    FRIDAY = auto()
    SATURDAY = 10
    SUNDAY = auto()


print(list(Weekday))
print([d.value for d in Weekday])


class Level(Enum):
    LOW = 5
    HIGH = 2
    NEXT = auto()
    LABEL = "x"
    AFTER = auto()


print([(m.name, m.value) for m in Level])


class Token(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return f"{name.lower()}-{count}"

    PLUS = auto()
    MINUS = auto()
    STAR = auto()


print(list(Token), Token("minus-1"))


class Step(Enum):
    FIRST = 1.5
    SECOND = auto()
    THIRD = auto()


print(list(Step))
a = auto()
print(repr(a))


class Mixed(Enum):
    A = auto()
    B = (1, 2)
    C = auto()
    D = None
    E = auto()


print([m.value for m in Mixed])
