from dataclasses import dataclass, field
from functools import cached_property, singledispatchmethod
import math

@dataclass(frozen=True)
class Polygon:
    points: tuple

    @cached_property
    def perimeter(self):
        print("  computing perimeter")
        pts = self.points + self.points[:1]
        return round(sum(math.dist(a, b) for a, b in zip(pts, pts[1:])), 4)

    @cached_property
    def area(self):
        """Shoelace formula."""
        print("  computing area")
        pts = self.points + self.points[:1]
        return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(pts, pts[1:]))) / 2

sq = Polygon(((0, 0), (4, 0), (4, 3), (0, 3)))
print(sq.perimeter, sq.perimeter, sq.area, sq.area)
print(sq, sq == Polygon(sq.points), hash(sq) == hash(Polygon(sq.points)))
print(type(Polygon.area).__name__, Polygon.area.attrname, Polygon.area.__doc__, Polygon.area.func.__name__)
try:
    sq.area = 1
except Exception as e:
    print(type(e).__name__, e)

class Account:
    def __init__(self, txns):
        self.txns = txns
    @cached_property
    def balance(self):
        print("  summing", len(self.txns))
        return sum(self.txns)
acct = Account([10, -3, 5])
print(acct.balance, acct.balance)
acct.txns.append(100)
print(acct.balance)
del acct.balance
print(acct.balance)
acct.balance = 0
print(acct.balance)
del acct.balance
try:
    del acct.balance
except AttributeError as e:
    print("AttributeError:", e)

class Tight:
    __slots__ = ("x",)
    @cached_property
    def double(self):
        return 2
try:
    Tight().double
except TypeError as e:
    print("TypeError:", e)
loose = cached_property(lambda self: 1)
try:
    loose.__get__(acct, Account)
except TypeError as e:
    print("TypeError:", e)
try:
    class Twice:
        a = b = cached_property(lambda self: 1)
except (TypeError, RuntimeError) as e:
    print(type(e).__name__, e)

class Formatter:
    def __init__(self, prefix):
        self.prefix = prefix
    @singledispatchmethod
    def fmt(self, value):
        return f"{self.prefix}?{value!r}"
    @fmt.register
    def _(self, value: int):
        return f"{self.prefix}int {value:,}"
    @fmt.register(float)
    @fmt.register(complex)
    def _(self, value):
        return f"{self.prefix}num {value:.2f}"
    @singledispatchmethod
    @classmethod
    def parse(cls, raw):
        raise TypeError(f"cannot parse {type(raw).__name__}")
    @parse.register
    @classmethod
    def _(cls, raw: str):
        return cls(raw.strip() + ":")
    @parse.register(bytes)
    @staticmethod
    def _(raw):
        return Formatter(raw.decode())

f = Formatter("> ")
print(f.fmt(1234567), f.fmt(2.5), f.fmt(1j), f.fmt("s"), f.fmt(None), f.fmt(True))
print(Formatter.parse("  ab ").prefix, Formatter.parse(b"xy").prefix, f.parse("q").prefix)
try:
    Formatter.parse(3)
except TypeError as e:
    print("TypeError:", e)
print(Formatter.fmt.__name__, Formatter.parse.__name__, callable(Formatter.fmt.register))
