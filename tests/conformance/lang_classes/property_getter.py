class Circle:
    PI = 3.14159

    def __init__(self, radius):
        self.radius = radius

    @property
    def diameter(self):
        return self.radius * 2

    @property
    def area(self):
        return round(self.PI * self.radius ** 2, 3)


c = Circle(2)
print(c.diameter, c.area)
c.radius = 5
print(c.diameter, c.area)
circles = sorted([Circle(3), Circle(1), Circle(2)], key=lambda c: c.area)
print([c.radius for c in circles])
