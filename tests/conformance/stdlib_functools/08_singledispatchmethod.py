# A serializer whose method dispatches on the value's type.
from functools import singledispatchmethod, singledispatch
from decimal import Decimal
from datetime import date


class Serializer:
    def __init__(self, indent=""):
        self.indent = indent

    @singledispatchmethod
    def dump(self, value):
        return f"{self.indent}<{type(value).__name__}>"

    @dump.register(int)
    def _(self, value):
        return f"{self.indent}int:{value}"

    @dump.register(list)
    def _(self, value):
        return "[" + ", ".join(self.dump(v) for v in value) + "]"

    @dump.register(date)
    def _(self, value):
        return f"{self.indent}date:{value.isoformat()}"


s = Serializer()
print(s.dump(3), s.dump(True), s.dump("x"), s.dump([1, [2, date(2024, 1, 5)], 2.5]))
print(Serializer("> ").dump(Decimal("1.5")))


@singledispatch
def area(shape):
    raise TypeError(f"unsupported shape {shape!r}")


@area.register(tuple)
def _(shape):
    return shape[0] * shape[1]


@area.register(float)
@area.register(int)
def _(shape):
    return round(3.14159 * shape ** 2, 3)


print(area((3, 4)), area(2), area(1.5), area.dispatch(bool).__name__, sorted(t.__name__ for t in area.registry))
try:
    area("circle")
except TypeError as e:
    print("TypeError", e)
