# Dataclass-like classes written by hand with __slots__.
class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(x=%r, y=%r)" % (self.x, self.y)

    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))


p = Point(1, 2)
print(p, p == Point(1, 2), p != Point(2, 1), p == (1, 2), len({p, Point(1, 2)}))
try:
    p.z = 3
except AttributeError as e:
    print(type(e).__name__, e)
print(Point.__slots__)


class Point3(Point):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


q = Point3(1, 2, 3)
print(q, q.z, q == p)
del q.z
try:
    print(q.z)
except AttributeError as e:
    print(type(e).__name__, e)


class Loose(Point):
    pass


lo = Loose(5, 6)
lo.extra = "ok"
print(lo, lo.extra, getattr(lo, "extra"))
