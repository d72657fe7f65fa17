class Empty:
    pass

class WithBase(Base):
    x = 1

class Multi(A, B, C):
    pass

class WithMeta(Base, metaclass=Meta):
    pass

class WithKw(object, **options):
    pass

class Point:
    """A point."""

    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return self.x == other.x and self.y == other.y

    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)

    def distance(self, other: "Point") -> float:
        return ((self.x - other.x) ** 2 + (self.y - other.y) ** 2) ** 0.5

class Nested:
    class Inner:
        class Deepest:
            value = 42

class Parens():
    pass

class Generic(Base[T], Other[int, str]):
    attr: int
    other: str = "default"

class Star(*bases):
    pass
