from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    @abstractmethod
    def perimeter(self):
        ...
    def describe(self):
        return f"{type(self).__name__}: area={self.area():.2f}, perimeter={self.perimeter():.2f}"
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    def perimeter(self):
        return 4 * self.s
class Half(Shape):
    def area(self):
        return 1
print(Square(3).describe())
for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print(e)
print(isinstance(Square(1), Shape), issubclass(Square, ABC))
