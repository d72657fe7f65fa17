from enum import Enum, IntEnum, Flag, auto, unique

class Status(Enum):
    PENDING = "pending"
    ACTIVE = "active"
    DONE = "done"

    @property
    def label(self):
        return self.value.title()

    @classmethod
    def parse(cls, s):
        try:
            return cls(s.lower())
        except ValueError:
            return None

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()

print(list(Status), Status.ACTIVE.label, Status.parse("DONE"), Status.parse("nope"))
print(Status["PENDING"], Status("done").name, repr(Status.DONE))
print(sorted([Priority.HIGH, Priority.LOW, Priority.MEDIUM]), Priority.HIGH > 2, Priority(2) + 1)
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, Perm.X in rw, repr(rw), bool(Perm.R & Perm.X))
print(f"{Priority.HIGH}", f"{Status.ACTIVE}", str(Priority.LOW), format(Priority.MEDIUM, '>5'))
tasks = [("a", Priority.LOW), ("b", Priority.HIGH), ("c", Priority.MEDIUM)]
for name, p in sorted(tasks, key=lambda t: t[1], reverse=True):
    print(name, p.name, p.value)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
print(Status.__members__.keys())
