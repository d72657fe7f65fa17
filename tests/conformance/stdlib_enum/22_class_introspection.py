import enum
from enum import Enum, EnumMeta, EnumType, IntEnum, Flag


class Status(Enum):
    ACTIVE = 1
    INACTIVE = 0
    ARCHIVED = -1
    DISABLED = 0


print(type(Status), type(Status) is EnumType, EnumMeta is EnumType, isinstance(Status, EnumMeta))
print(isinstance(Status, type), issubclass(Status, Enum), issubclass(IntEnum, int), issubclass(Flag, Enum))
print(Status, repr(Flag), repr(IntEnum), Status.__name__, Status.__qualname__)
print(len(Status), list(Status), list(reversed(Status)))
print(Status.ACTIVE in Status, Status.DISABLED in Status, Status.__members__.keys())
members = Status.__members__
print(type(members).__name__, len(members), list(members.items())[-1], members["DISABLED"])
print(str(members))
print(repr(members))
print(bool(Status), bool(Enum), callable(Status))
try:
    "ACTIVE" in Status
except TypeError as e:
    print("TypeError:", e)
print(Status.__len__(), Status["ARCHIVED"], getattr(Status, "INACTIVE"), getattr(Status, "NOPE", "none"))
print(hasattr(Status, "ACTIVE"), hasattr(Status, "ZZZ"), hasattr(Status.ACTIVE, "name"))
print(sorted(n for n in enum.__all__ if n.isupper()))
print(Status(0), Status(-1).name, [s.value for s in Status])
