from enum import Flag, IntFlag, auto, STRICT, CONFORM, EJECT, KEEP, FlagBoundary


class Strict(Flag, boundary=STRICT):
    A = 1
    B = 2


class Conform(Flag, boundary=CONFORM):
    A = 1
    B = 2


class Eject(Flag, boundary=EJECT):
    A = 1
    B = 2


class Keep(Flag, boundary=KEEP):
    A = 1
    B = 2


for cls in (Strict, Conform, Eject, Keep):
    for v in (3, 7, 4, -1):
        try:
            r = cls(v)
            print(cls.__name__, v, repr(r), type(r).__name__)
        except ValueError as e:
            print(cls.__name__, v, "ValueError:", e)
    print(cls.__name__, repr(~cls.A), cls._boundary_)


class Plain(Flag):
    R = 4
    W = 2
    X = 1


print(repr(Plain(8)), repr(Plain(15)), repr(Plain(-2)), Plain._boundary_)


class Modes(IntFlag):
    R = 4
    W = 2


print(repr(Modes(9)), repr(Modes(-1)), Modes._boundary_)
print(list(FlagBoundary), STRICT, repr(KEEP), KEEP == "keep")
Dyn = Flag("Dyn", "X Y", boundary=STRICT)
try:
    Dyn(4)
except ValueError as e:
    print("ValueError:", e)
