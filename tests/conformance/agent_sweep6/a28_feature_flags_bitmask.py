from enum import Flag, IntFlag, auto, KEEP, STRICT, CONFORM, EJECT, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS

class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    DELETE = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | EXEC | DELETE

roles = {
    "viewer": Perm.READ,
    "editor": Perm.RW,
    "admin": Perm.ALL,
    "runner": Perm.READ | Perm.EXEC,
}
for role, perm in roles.items():
    names = [p.name for p in Perm if p in perm and p.value and bin(p.value).count("1") == 1]
    print(f"{role:<7} {perm!s:<22} {int(perm.value):>2} {names} can_write={bool(perm & Perm.WRITE)}")
print(list(Perm), len(Perm), Perm.ALL in Perm.ALL, Perm.NONE in Perm.READ)
print(Perm(3), Perm(0), repr(Perm(5)), Perm.RW.name, (Perm.READ | Perm.EXEC).name, ~Perm.RW, ~Perm.ALL)
print(Perm.ALL ^ Perm.READ, Perm.ALL & ~Perm.WRITE, Perm.READ < Perm.RW if hasattr(Perm, "__lt__") and False else "n/a")
try:
    Perm(64)
except ValueError as e:
    print("ValueError:", e)

class Opt(IntFlag):
    VERBOSE = 1
    DEBUG = 2
    TRACE = 4
o = Opt.VERBOSE | Opt.TRACE
print(o, repr(o), int(o), o + 1, o | 8, repr(Opt(8)), Opt(7).name, f"{o}", f"{o:03b}", o == 5, isinstance(o, int))
print(sorted([Opt.TRACE, Opt.VERBOSE]), Opt.DEBUG in Opt(6), list(Opt(7)))

class Loose(Flag, boundary=KEEP):
    A = 1
    B = 2
print(repr(Loose(7)), Loose(7).value, repr(Loose(4)))
class Strict(Flag, boundary=STRICT):
    A = 1
    B = 2
try:
    Strict(4)
except ValueError as e:
    print("ValueError:", e)
class Conf(Flag, boundary=CONFORM):
    A = 1
    B = 2
print(repr(Conf(7)))
class Ej(Flag, boundary=EJECT):
    A = 1
    B = 2
print(repr(Ej(7)), type(Ej(7)).__name__)
try:
    @verify(UNIQUE)
    class Dup(Flag):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
try:
    @verify(CONTINUOUS)
    class Gap(IntFlag):
        A = 1
        C = 4
except ValueError as e:
    print("ValueError:", e)
try:
    @verify(NAMED_FLAGS)
    class Named(Flag):
        A = 1
        AB = 3
except ValueError as e:
    print("ValueError:", e)
