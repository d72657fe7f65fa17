from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


print(Color.RED)
print(repr(Color.RED))
print(f"{Color.GREEN} | {Color.GREEN!r} | {Color.GREEN:>14} | {Color.GREEN:<14}|")
print("%s / %r" % (Color.BLUE, Color.BLUE))
print(Color.RED.name, Color.RED.value, type(Color.RED.value).__name__)
print(Color(2), Color["BLUE"], Color(3) is Color.BLUE)
print(list(Color))
print(len(Color), [c.name for c in Color], [c.value for c in Color])
print(Color, repr(Color), type(Color.RED))
print(isinstance(Color.RED, Color), isinstance(Color.RED, Enum), issubclass(Color, Enum))
print(Color.RED in Color, Color.RED == Color.RED, Color.RED != Color.GREEN, Color.RED == 1)
print(Color.RED is Color(1), Color.RED.GREEN)
for c in Color:
    print(f"{c.name:<6} -> {c.value}")
print(list(reversed(Color)))
print(max(Color, key=lambda c: c.value), min(Color, key=lambda c: c.name))
print(bool(Color.RED), bool(Color))
print(format(Color.RED), str(Color.RED), "{0.name}={0.value}".format(Color.BLUE))
