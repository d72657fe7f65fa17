class Shape:
    def area(self):
        return 0


class Polygon(Shape):
    def sides(self):
        return 0


class Square(Polygon):
    def sides(self):
        return 4


print(Square().sides(), Square().area())
print("building an inconsistent hierarchy")


class Weird(Shape, Polygon):
    pass

print("unreachable")
