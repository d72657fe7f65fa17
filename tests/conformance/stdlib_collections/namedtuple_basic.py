from collections import namedtuple

Point = namedtuple('Point', ['x', 'y'])
p = Point(3, 4)
print(p, p.x, p.y, p[0], p[-1])
print(p == (3, 4), p == Point(3, 4), p != Point(4, 3))
x, y = p
print(x + y, (x ** 2 + y ** 2) ** 0.5)
print(len(p), list(p), tuple(p), p + (5,), p.count(3), p.index(4), 4 in p)
print(hash(p) == hash((3, 4)), {p: 'here'}[Point(3, 4)])
print(p._asdict(), p._replace(y=10), Point._fields, Point._make([7, 8]))
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
print(max([Point(2, 1), Point(1, 5)], key=lambda q: q.y))
print(Point(x=1, y=2), Point(1, y=2))
print(p[:1], p[::-1])

Employee = namedtuple('Employee', 'name dept salary', defaults=[50000])
staff = [Employee('ann', 'eng', 120000), Employee('bob', 'ops'), Employee('cy', 'eng', 90000)]
for e in staff:
    print(f"{e.name:>4} {e.dept} {e.salary}")
print(Employee._field_defaults)
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e.name)
print(by_dept)
print(sum(e.salary for e in staff))
Color = namedtuple('Color', 'red, green, blue')
print(Color(255, 128, 0))
R = namedtuple('R', ['a', 'def', '_x'], rename=True)
print(R._fields, R(1, 2, 3))

class Vec(namedtuple('Vec', 'x y')):
    __slots__ = ()
    def norm(self):
        return abs(self.x) + abs(self.y)
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
v = Vec(1, -2) + Vec(3, 3)
print(v, v.norm(), type(v).__name__)
