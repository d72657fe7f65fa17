import enum
from enum import Enum, global_enum


class Size(Enum):
    S = 1
    M = 2


for label, fn in [
    ("global_enum(int)", lambda: global_enum(int)),
    ("global_enum_repr(5)", lambda: enum.global_enum_repr(5)),
    ("global_str('x')", lambda: enum.global_str("x")),
    ("global_enum()", lambda: global_enum()),
]:
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

try:
    S
except NameError as e:
    print("NameError:", e)
global_enum(Size)
print(S, M, repr(S))


class Orphan(Enum):
    A = 1


Orphan.__module__ = "not_a_module"
global_enum(Orphan)
