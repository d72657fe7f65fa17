class Shape:
    def area(self):
        pass


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2


class Circle(Shape):
    def __init__(self, r):
        self.r = r


shapes = [Square(2), Square(3), Circle(1)]
total = 0
for s in shapes:
    a = s.area()
    print(type(s).__name__, a)
    total += a
print(total)
