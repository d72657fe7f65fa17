class Rectangle:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    @property
    def area(self):
        return self.w * self.h


r = Rectangle(3, 4)
print(r.area)
r.w = 10
print(r.area)
r.area = 100
print(r.area)
