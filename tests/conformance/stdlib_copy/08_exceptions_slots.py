# Copy exceptions kept for a report, and objects with __slots__.
import copy


class ValidationError(ValueError):
    pass


err = ValidationError("bad email", "row 4")
err.field = "email"
e2 = copy.copy(err)
e3 = copy.deepcopy(err)
print(repr(e2), e2.field, e3.args, type(e3).__name__, e2 is not err)


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


v = Vec([1], 2)
v2 = copy.deepcopy(v)
v.x.append(9)
print(v2.x, v2.y, copy.copy(v).x is v.x)


class Partial:
    __slots__ = ("a", "b")


p = Partial()
p.a = 1
q = copy.copy(p)
print(q.a, hasattr(q, "b"))
