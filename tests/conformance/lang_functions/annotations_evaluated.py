# Function annotations are evaluated when the def runs (in CPython's
# order, after the defaults) and kept: typing.get_type_hints sees them,
# and functools.wraps carries them over.
import functools
import typing
from typing import Dict, List, Optional

order = []


def note(label, value):
    order.append(label)
    return value


def build(a: note("ann a", int) = note("default a", 1), *rest: note("ann rest", str),
          key: note("ann key", float) = note("default key", 2.0), **extra: note("ann extra", bool)
          ) -> note("ann return", None):
    return a


print(order)
print(typing.get_type_hints(build))


def summarize(scores: Dict[str, List[int]], top: Optional[int] = None) -> List[str]:
    ranked = sorted(scores, key=lambda name: -sum(scores[name]))
    return ranked[:top] if top else ranked


print(summarize({"ann": [3, 4], "bob": [9]}, top=1), typing.get_type_hints(summarize))


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


@logged
def area(w: float, h: float) -> float:
    return w * h


print(area(2.0, 3.5), area.__name__, typing.get_type_hints(area))


def plain(x, y=2):
    return x + y


print(typing.get_type_hints(plain), plain(1))


class Point:
    def __init__(self, x: float, y: float) -> None:
        self.x, self.y = x, y

    def dist(self, other: "Point") -> float:
        return ((self.x - other.x) ** 2 + (self.y - other.y) ** 2) ** 0.5


print(Point(0, 0).dist(Point(3, 4)), typing.get_type_hints(Point.__init__))
lam = lambda v: v * 2
print(lam(4), typing.get_type_hints(lam))


def broken(value: UndefinedType) -> int:
    return value
