from dataclasses import dataclass, field, KW_ONLY
from typing import NamedTuple, Optional
from collections import namedtuple
import datetime

class Command:
    """Base class for CLI commands."""
    name = "base"
    def run(self, *args):
        raise NotImplementedError

class Greet(Command):
    """Say hello to someone."""
    name = "greet"
    def run(self, who="world"):
        return f"hello, {who}"

class Quit(Command):
    name = "quit"
    def run(self):
        return "bye"

class Sum(Command):
    name = "sum"
    def run(self, *nums):
        "Add the numbers given."
        return sum(map(float, nums))

registry = {c.name: c for c in (Greet, Quit, Sum)}
for name, cls in registry.items():
    doc = cls.__doc__ or cls.run.__doc__ or "(no help)"
    print(f"{name:<6} {doc}")

@dataclass
class Job:
    name: str
    retries: int = 3
    tags: list[str] = field(default_factory=list)
    owner: Optional[str] = None
    when: datetime.date = datetime.date(2024, 1, 1)
    secret: str = field(default="", repr=False, init=False)
    _: KW_ONLY
    dry_run: bool = False

@dataclass
class Documented:
    """A job with a docstring of its own."""
    x: int

@dataclass(init=False)
class Manual:
    y: int

@dataclass
class Child(Job):
    level: int = 1

print(Job.__doc__)
print(Documented.__doc__)
print(Manual.__doc__)
print(Child.__doc__)

class Point(NamedTuple):
    x: float
    y: float = 0.0
class Point3(NamedTuple):
    "A point in space."
    x: float
    y: float
    z: float
Pair = namedtuple("Pair", "left right")
print(Point.__doc__, "|", Point3.__doc__, "|", Pair.__doc__)
print(Point(1.5), Point3(1, 2, 3), Pair(1, 2))
