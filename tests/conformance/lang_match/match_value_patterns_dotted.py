class Color:
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


class Limits:
    LOW = 0
    HIGH = 100


def paint(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case Limits.LOW:
            return "lower bound"
        case Limits.HIGH:
            return "upper bound"
        case _:
            return "unknown"


for c in ["red", "green", "blue", 0, 100, 50]:
    print(repr(c), paint(c))
