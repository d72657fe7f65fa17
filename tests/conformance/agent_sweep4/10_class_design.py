from functools import total_ordering
@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, other):
        if not isinstance(other, Version): return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version): return NotImplemented
        return self.parts < other.parts
    def __hash__(self): return hash(self.parts)
    def __repr__(self): return f"Version({'.'.join(map(str, self.parts))!r})"
    def __str__(self): return "v" + ".".join(map(str, self.parts))
vs = [Version(x) for x in ["1.10.0", "1.2", "1.2.0", "0.9.9", "1.10"]]
print(sorted(vs), max(vs), min(vs), str(vs[0]), Version("1.2") <= Version("1.2"), Version("2") >= Version("1.99"), Version("1") > Version("0.1"))
print(len(set(vs)), Version("1.2") != Version("1.2.0"), Version("1") == "1")
try:
    Version("1") < 3
except TypeError as e:
    print("TypeError:", e)
class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius
    @property
    def celsius(self): return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15: raise ValueError(f"{v} below absolute zero")
        self._c = v
    @property
    def fahrenheit(self): return self._c * 9 / 5 + 32
    @classmethod
    def from_f(cls, f): return cls((f - 32) * 5 / 9)
    @staticmethod
    def valid(v): return v >= -273.15
    def __repr__(self): return f"{type(self).__name__}({self._c:.1f}°C)"
t = Temperature.from_f(212)
print(t, t.fahrenheit, Temperature.valid(-300), Temperature(25))
try:
    t.celsius = -500
except ValueError as e:
    print(e)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError:", e)
class Money:
    __slots__ = ("amount", "cur")
    def __init__(self, amount, cur="USD"):
        self.amount, self.cur = amount, cur
    def __add__(self, o):
        if isinstance(o, int) and o == 0: return self
        if self.cur != o.cur: raise ValueError(f"currency mismatch: {self.cur} vs {o.cur}")
        return Money(self.amount + o.amount, self.cur)
    __radd__ = __add__
    def __mul__(self, k): return Money(self.amount * k, self.cur)
    __rmul__ = __mul__
    def __bool__(self): return self.amount != 0
    def __format__(self, spec):
        return f"{self.cur} {format(self.amount, spec or ',.2f')}"
    def __repr__(self): return f"Money({self.amount!r}, {self.cur!r})"
wallet = [Money(10.5), Money(1200), Money(0.25)]
print(sum(wallet), f"{sum(wallet)}", f"{sum(wallet):.1f}", 3 * Money(2), bool(Money(0)), "{:>8.0f}".format(Money(5)))
try:
    Money(1) + Money(1, "EUR")
except ValueError as e:
    print(e)
class Registry:
    _items = {}
    count = 0
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        Registry._items[key or cls.__name__.lower()] = cls
class Csv(Registry, key="csv"): pass
class Json(Registry): pass
print(sorted(Registry._items), Registry._items["json"].__name__, Csv.__qualname__, issubclass(Csv, Registry))
class Matrix:
    def __init__(self, rows): self.rows = rows
    def __getitem__(self, idx):
        r, c = idx
        return self.rows[r][c]
    def __len__(self): return len(self.rows)
    def __iter__(self): return iter(self.rows)
    def __contains__(self, v): return any(v in r for r in self.rows)
    def __eq__(self, o): return isinstance(o, Matrix) and self.rows == o.rows
    __hash__ = None
m = Matrix([[1, 2], [3, 4]])
print(m[1, 0], len(m), list(m), 4 in m, 9 in m, m == Matrix([[1, 2], [3, 4]]))
try:
    hash(m)
except TypeError as e:
    print("TypeError:", e)
