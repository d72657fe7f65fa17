# A complex subclass for 2D points.
class Point(complex):
    def __repr__(self):
        return f"Point({self.real:g}, {self.imag:g})"

    @property
    def x(self):
        return self.real

    @property
    def y(self):
        return self.imag

    def rotate90(self):
        return Point(self * 1j)

p = Point(3, 4)
print(p, p.x, p.y, abs(p))
print(p.rotate90(), type(p.rotate90()).__name__)
print(p + 1, type(p + 1).__name__, p == 3 + 4j, hash(p) == hash(3 + 4j))
print(isinstance(p, complex), p.conjugate(), type(p.conjugate()).__name__)
print(Point("1-2j"), Point(), Point(imag=2), str(Point(1, 1)), f"{Point(1, 2):.2f}")
print({Point(1, 2): "found"}[1 + 2j], bool(Point()), -p, +p, type(+p).__name__)
