# A Vector class with __add__/__radd__/__iadd__/__mul__/__neg__ and NotImplemented.
class Vector:
    def __init__(self, *xs):
        self.xs = list(xs)

    def __repr__(self):
        return "Vector(%s)" % ", ".join(map(repr, self.xs))

    def __add__(self, other):
        if isinstance(other, Vector):
            return Vector(*[a + b for a, b in zip(self.xs, other.xs)])
        if isinstance(other, (int, float)):
            return Vector(*[a + other for a in self.xs])
        return NotImplemented

    def __radd__(self, other):
        print("  radd with", other)
        return self + other

    def __iadd__(self, other):
        print("  iadd")
        self.xs = (self + other).xs
        return self

    def __mul__(self, k):
        if not isinstance(k, (int, float)):
            return NotImplemented
        return Vector(*[a * k for a in self.xs])

    __rmul__ = __mul__

    def __neg__(self):
        return self * -1

    def __eq__(self, other):
        return isinstance(other, Vector) and self.xs == other.xs


v = Vector(1, 2)
w = Vector(10, 20)
print(v + w, v + 1, 1 + v, 3 * v, v * 3, -v)
print(sum([v, w]), sum([v, w], Vector(0, 0)))
alias = v
v += w
print(v, alias is v, alias)
t = (1, 2)
t2 = t
t += (3,)
print(t, t2)
for expr in (lambda: v + "s", lambda: "s" + v, lambda: v * v, lambda: v - w):
    try:
        expr()
    except TypeError as e:
        print(type(e).__name__, e)
print(v == Vector(11, 22), v != Vector(11, 22), v == [11, 22])
