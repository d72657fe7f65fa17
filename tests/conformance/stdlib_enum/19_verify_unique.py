from enum import Enum, IntEnum, Flag, verify, unique, UNIQUE, CONTINUOUS, NAMED_FLAGS, EnumCheck


@verify(UNIQUE, CONTINUOUS)
class Step(IntEnum):
    ONE = 1
    TWO = 2
    THREE = 3


print(list(Step))

cases = []


def gap():
    @verify(CONTINUOUS)
    class Gap(IntEnum):
        A = 1
        B = 2
        D = 4
        G = 7
    return Gap


def alias():
    @verify(UNIQUE)
    class Dup(Enum):
        A = 1
        B = 1
        C = 2
        D = 2
    return Dup


def flags():
    @verify(NAMED_FLAGS)
    class Bits(Flag):
        A = 1
        B = 2
        ABD = 11
        ALL = 31
    return Bits


def flag_gap():
    @verify(CONTINUOUS)
    class FG(Flag):
        A = 1
        C = 4
        E = 16
    return FG


def dup_unique():
    @unique
    class U(Enum):
        X = "x"
        Y = "x"
    return U


for fn in (gap, alias, flags, flag_gap, dup_unique):
    try:
        print(list(fn()))
    except ValueError as e:
        print("ValueError:", e)
print(list(EnumCheck), UNIQUE, repr(CONTINUOUS))
