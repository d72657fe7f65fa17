# An "abstract" base written without abc: the missing override raises at call time.
class Shape:
    def area(self):
        raise NotImplementedError("%s must implement area()" % type(self).__name__)

    def perimeter(self):
        raise NotImplementedError

    def describe(self):
        return "%s with area %.2f" % (type(self).__name__, self.area())


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return 3.14159 * self.r ** 2


print(Square(3).describe(), Square(2).perimeter(), Circle(1).describe())
try:
    Shape().describe()
except NotImplementedError as e:
    print(type(e).__name__, e)
try:
    Circle(2).perimeter()
except NotImplementedError as e:
    print(type(e).__name__, repr(e), str(e) == "", e.args)
print(issubclass(NotImplementedError, RuntimeError))
Shape().area()
