# Instance attributes that shadow a method, made in every way a snippet
# can make them, checked at a call site that has run many times before.
import copy


class Shape:
    def __init__(self, n):
        self.n = n

    def area(self):
        return self.n * self.n

    def name(self):
        return "shape"


shapes = [Shape(k) for k in range(8)]
res = []
for k, s in enumerate(shapes):
    if k == 2:
        setattr(s, "ar" + "ea", lambda: "built name")
    if k == 4:
        s.__setattr__("name", lambda: "via __setattr__")
    if k == 5:
        object.__setattr__(s, "area", lambda: "via object.__setattr__")
    res.append((s.area(), s.name()))
print(res)

# A copy of an instance with a shadowing attribute keeps it; one without
# does not gain it.
c2 = copy.copy(shapes[2])
c3 = copy.copy(shapes[3])
d5 = copy.deepcopy(shapes[5])
print(c2.area(), c3.area(), d5.area(), c3.name())

# Many attributes (past a small table), then one that shadows.
big = Shape(3)
for i in range(200):
    setattr(big, "a" + str(i), i)
print(big.area(), big.a150)
big.area = lambda: "late"
print(big.area())
del big.area
print(big.area())

# Removing many attributes and adding them back.
for i in range(200):
    delattr(big, "a" + str(i))
print(hasattr(big, "a5"), big.area())
big.name = lambda: "back"
print(big.name(), shapes[0].name())


# Exceptions carry attributes too.
class Err(Exception):
    def describe(self):
        return "err " + str(self.args)


errs = [Err(k) for k in range(4)]
errs[1].describe = lambda: "shadowed err"
print([e.describe() for e in errs])
