from enum import (Enum, Flag, IntEnum, IntFlag, StrEnum, global_enum,
                  global_enum_repr, global_flag_repr, global_str)


@global_enum
class HttpMethod(Enum):
    GET = "get"
    POST = "post"


print(GET, repr(POST), GET is HttpMethod.GET, HttpMethod("post"))
print(list(HttpMethod), "%s / %r" % (GET, GET), f"{POST}", format(GET, ">6"))
print(repr(HttpMethod), HttpMethod.__name__)


@global_enum
class Priority(IntEnum):
    LOW = 1
    HIGH = 2


print(LOW, repr(HIGH), LOW + HIGH, sorted([HIGH, LOW]), f"{HIGH:03d}")


@global_enum
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


print(repr(R), repr(R | W), repr(Perm(0)), repr(Perm(7)), repr(Perm(12)), str(R | X))


@global_enum
class Mode(StrEnum):
    FAST = "fast"


print(FAST, repr(FAST), FAST.upper())


class Color(Enum):
    RED = 1
    GREEN = 2
    __repr__ = global_enum_repr
    __str__ = global_str


print(repr(Color.RED), str(Color.GREEN), [Color.RED])
print(global_enum_repr(Priority.LOW), global_str(Priority.HIGH), global_flag_repr(Perm.R | Perm.X))


class Shade(Flag):
    DARK = 1
    LIGHT = 2


print(global_str(Shade.DARK | Shade.LIGHT), global_str(Shade(0)), global_flag_repr(Shade(0)))
try:
    print(global_flag_repr(Shade.DARK))
except TypeError as e:
    print("TypeError:", e)

updated = global_enum(Priority, update_str=True)
print(updated is Priority, str(LOW), repr(LOW))
