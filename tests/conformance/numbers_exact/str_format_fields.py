# str.format with indexes, keys, attributes and nested specs.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __format__(self, spec):
        return f"({self.x:{spec}}, {self.y:{spec}})"
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
p = Point(1.5, -2)
data = {"name": "probe", "vals": [3, 1, 4], "nested": {"k": 9}}
print("{0.x} {0.y} {0!r} {0:.2f}".format(p))
print("{d[name]} {d[vals][2]} {d[nested][k]:03d}".format(d=data))
print("{0[0]}{0[1]}{0[2]} {1[-1]}".format("abc", {"-1": "neg-key"}))
print("{:{align}{width}.{prec}f}!".format(3.14159, align="^", width=10, prec=2))
print("{{literal}} {} {{{}}}".format(1, 2))
print("{!a} {!s:>4} {!r:<6}|".format("é", 7, "q"))
rows = [("alpha", 1.5, 3), ("beta", 22.25, 14), ("gamma", 333.125, 159)]
for r in rows:
    print("{:<8}{:>10.2f}{:>6d}".format(*r))
print("{:,}".format(1234567.891), "{:_.3e}".format(1234567.891), "{:%}".format(0.5))
for fmt, args in [("{} {}", (1,)), ("{0} {}", (1, 2)), ("{} {1}", (1, 2)), ("}", ()), ("{", ()),
                  ("{0!z}", (1,)), ("{0:{1:{2}}}", (1, 2, 3)), ("{missing}", ()), ("{0[}", (1,)),
                  ("{0.}", (1,)), ("{0]}", (1,)), ("{a{}", ())]:
    try:
        print(repr(fmt.format(*args)))
    except (ValueError, IndexError, KeyError) as e:
        print(repr(fmt), type(e).__name__ + ":", e)
