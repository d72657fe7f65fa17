class Shape:
    def __init__(self, name):
        self.name = name

    def describe(self):
        return f"shape {self.name}"


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def describe(self):
        return super().describe() + f" r={self.r}"

    def area(self):
        return round(3.14159 * self.r ** 2, 2) + super().area()


c = Circle(2)
print(c.describe())
print(c.area())
