# Subclasses of staticmethod and classmethod still bind as the built-ins.
class tagged_static(staticmethod):
    def __init__(self, func):
        super().__init__(func)
        self.tag = "static"

class tagged_class(classmethod):
    pass

class Shape:
    sides = 0

    @tagged_static
    def area_of_square(side):
        return side * side

    @tagged_class
    def describe(cls, color):
        return f"{color} {cls.__name__} with {cls.sides} sides"

class Triangle(Shape):
    sides = 3

print(Shape.area_of_square(3), Triangle().area_of_square(4))
print(Shape.describe("red"), Triangle.describe("blue"), Triangle().describe("green"))
s = tagged_static(len)
print(s("hello"), s.tag, isinstance(s, staticmethod), type(s).__name__)
try:
    tagged_class()
except TypeError as e:
    print("TypeError:", e)
