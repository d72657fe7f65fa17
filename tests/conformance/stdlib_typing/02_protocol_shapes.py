from typing import (Protocol, runtime_checkable, SupportsAbs, SupportsBytes, SupportsComplex,
                    SupportsFloat, SupportsIndex, SupportsInt, SupportsRound, List)
from fractions import Fraction
from decimal import Decimal

@runtime_checkable
class HasArea(Protocol):
    def area(self) -> float: ...

class Square:
    def __init__(self, side: float) -> None:
        self.side = side
    def area(self) -> float:
        return self.side ** 2

class Circle:
    def __init__(self, r: float) -> None:
        self.r = r
    def area(self) -> float:
        return 3.14159 * self.r ** 2

def total_area(shapes: List[HasArea]) -> float:
    return sum(s.area() for s in shapes)

print(total_area([Square(2), Circle(1), Square(3)]))
print(HasArea.__name__, runtime_checkable(HasArea) is HasArea)

class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents
    def __abs__(self) -> 'Money':
        return Money(abs(self.cents))
    def __float__(self) -> float:
        return self.cents / 100
    def __int__(self) -> int:
        return self.cents // 100
    def __index__(self) -> int:
        return self.cents
    def __round__(self, n: int = 0) -> float:
        return round(self.cents / 100, n)
    def __bytes__(self) -> bytes:
        return str(self.cents).encode()
    def __complex__(self) -> complex:
        return complex(self.cents / 100, 0)

def magnitude(x: SupportsAbs[int]) -> object:
    return abs(x)
def as_float(x: SupportsFloat) -> float:
    return float(x)
def as_int(x: SupportsInt) -> int:
    return int(x)
def pick(items: list, i: SupportsIndex) -> object:
    return items[i]
def rounded(x: SupportsRound[float], nd: int) -> float:
    return round(x, nd)
def raw(x: SupportsBytes) -> bytes:
    return bytes(x)
def to_complex(x: SupportsComplex) -> complex:
    return complex(x)

m = Money(-1999)
print(abs(m).cents, magnitude(-7), magnitude(-2.5))
print(as_float(m), as_float(Fraction(3, 4)), as_float(Decimal('2.25')), as_float(True))
print(as_int(m), as_int(7.9), as_int(Decimal('-3.7')))
print(pick(['a', 'b', 'c'], 2), pick(['a', 'b', 'c'], True), ['x'] * 3, list(range(10))[Money(3)])
print(rounded(2.675, 2), rounded(Fraction(22, 7), 3), rounded(m, 1))
print(raw(m), raw(b'xy'), to_complex(m), to_complex(2))
print(SupportsAbs[int], SupportsRound[float])
