from enum import Enum, IntEnum, Flag, StrEnum, IntFlag

Animal = Enum("Animal", "ANT BEE CAT DOG")
print(list(Animal), Animal.CAT.value, Animal(2), Animal["DOG"], Animal.__name__, Animal.__module__)
Shape = Enum("Shape", "circle, square,triangle")
print([s.name for s in Shape], [s.value for s in Shape])
Level = Enum("Level", ["LOW", "MID", "HIGH"], start=10)
print(list(Level))
Http = Enum("Http", [("OK", 200), ("NOT_FOUND", 404)])
print(Http(404), Http.OK.value)
Cfg = Enum("Cfg", {"debug": False, "retries": 3, "name": "svc"})
print(list(Cfg), Cfg.retries.value)
Num = IntEnum("Num", "ONE TWO THREE")
print(list(Num), Num.TWO + 1, Num.THREE > Num.ONE)
Bits = Flag("Bits", "A B C")
print(list(Bits), Bits.A | Bits.C, repr(Bits.A | Bits.B))
Sizes = StrEnum("Sizes", "SMALL LARGE")
print(list(Sizes), Sizes.SMALL == "small")
Perm = IntFlag("Perm", "R W X")
print(list(Perm), repr(Perm.R | Perm.X), Perm.W + 0)
Mixed = Enum("Mixed", "A B", type=int)
print(list(Mixed), Mixed.A + 10, isinstance(Mixed.B, int))
Named = Enum("Named", "X Y", qualname="Outer.Named", module="inventory")
print(Named, repr(Named.X), Named.__qualname__, Named.__module__)
try:
    Animal("Extra", "A B")
except TypeError as e:
    print("TypeError:", e)
try:
    Enum("Bad", "mro x")
except ValueError as e:
    print("ValueError:", e)
colors = ["red", "green", "blue"]
Color = Enum("Color", [(c.upper(), i) for i, c in enumerate(colors, 1)])
print({c.name.lower(): c.value for c in Color})
