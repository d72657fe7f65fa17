# A typical agent class hierarchy with an ABC, ending in the uncaught error
# of instantiating a class that left a method abstract.
from abc import ABC, abstractmethod
import math


class Shape(ABC):
    def __init__(self, label):
        self.label = label

    @abstractmethod
    def area(self) -> float:
        """Area of the shape."""

    @abstractmethod
    def perimeter(self) -> float: ...

    def summary(self):
        return f"{self.label}: area={self.area():.2f} perimeter={self.perimeter():.2f}"


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


shapes = [Circle(1.5), Rect(2, 3)]
for s in sorted(shapes, key=lambda s: s.area()):
    print(s.summary())
print(sum(s.area() for s in shapes) > 10, all(isinstance(s, Shape) for s in shapes))
print(Shape.area.__doc__, Shape.__abstractmethods__ == {"area", "perimeter"})


class Triangle(Shape):
    def area(self):
        return 0.0


Triangle("tri")
