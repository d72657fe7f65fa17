# One attribute read site seeing instances of many classes, subclasses,
# slots and instances whose dicts differ in order.
class A:
    def __init__(self):
        self.x = "A.x"
        self.y = "A.y"


class B:
    def __init__(self):
        self.y = "B.y"
        self.x = "B.x"


class C(A):
    pass


class D(A):
    @property
    def x(self):
        return "D.prop:" + self._x

    @x.setter
    def x(self, v):
        self._x = v


class S:
    __slots__ = ("x",)

    def __init__(self):
        self.x = "S.slot"


class G:
    def __getattr__(self, name):
        return "G.getattr:" + name


def xs(objs):
    return [o.x for o in objs]


objs = [A(), B(), C(), D(), S(), G(), A()]
for _ in range(3):
    print(xs(objs))
b = objs[1]
del b.y
b.z = 1
b.y = "again"
print(xs(objs), b.y, b.z)
del b.x
try:
    print(xs(objs))
except AttributeError as e:
    print("AttributeError:", e)
b.x = "back"
print(xs(objs))
