class Rec:
    __slots__ = ("a", "b")
    def __init__(self, a, b):
        self.a, self.b = a, b
r = Rec(1, 2)
print(r.a, r.b)
try:
    r.c = 3
except AttributeError as e:
    print(e)
class Dyn:
    def __init__(self):
        self.data = {"x": 1, "y": 2}
    def __getattr__(self, name):
        try:
            return self.data[name]
        except KeyError:
            raise AttributeError(f"{type(self).__name__!r} has no field {name!r}") from None
d = Dyn()
print(d.x, d.y, getattr(d, "z", "dflt"), hasattr(d, "x"), hasattr(d, "q"))
try:
    d.q
except AttributeError as e:
    print(e)
class Logged:
    def __setattr__(self, name, value):
        print(f"set {name}={value!r}")
        super().__setattr__(name, value)
l = Logged(); l.v = 5; print(l.v)
setattr(l, "w", [1]); print(getattr(l, "w"))
delattr(l, "w"); print(hasattr(l, "w"))
try:
    del l.nope
except AttributeError as e:
    print(e)
