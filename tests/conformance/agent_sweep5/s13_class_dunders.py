import functools
@functools.total_ordering
class Money:
    __slots__ = ("cents", "cur")
    def __init__(self, amount, cur="USD"):
        self.cents = round(amount * 100)
        self.cur = cur
    def __repr__(self):
        return f"Money({self.cents / 100:.2f}, {self.cur!r})"
    def __str__(self):
        return f"{self.cur} {self.cents / 100:,.2f}"
    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return (self.cents, self.cur) == (other.cents, other.cur)
    def __lt__(self, other):
        if self.cur != other.cur:
            raise ValueError(f"currency mismatch: {self.cur} vs {other.cur}")
        return self.cents < other.cents
    def __add__(self, other):
        if isinstance(other, (int, float)) and other == 0:
            return self
        return Money((self.cents + other.cents) / 100, self.cur)
    __radd__ = __add__
    def __mul__(self, k):
        return Money(self.cents * k / 100, self.cur)
    __rmul__ = __mul__
    def __hash__(self):
        return hash((self.cents, self.cur))
    def __bool__(self):
        return self.cents != 0
    def __format__(self, spec):
        return format(str(self), spec)

wallet = [Money(5), Money(2.5), Money(10.25)]
print(sum(wallet), sorted(wallet), max(wallet), 3 * Money(1.1), Money(0) or "empty")
print(Money(1) <= Money(2), Money(3) >= Money(3), Money(1) != Money(1, "EUR"), Money(1) == 1)
print(len({Money(1), Money(1.0), Money(1, "EUR")}), f"[{Money(7):>15}]", f"{Money(1234.5)}")
try:
    Money(1) < Money(1, "EUR")
except ValueError as e:
    print(e)
try:
    Money(1).extra = 1
except AttributeError as e:
    print(e)
class Vec:
    def __init__(self, *xs): self.xs = list(xs)
    def __len__(self): return len(self.xs)
    def __getitem__(self, i): return self.xs[i]
    def __iter__(self): return iter(self.xs)
    def __contains__(self, x): return x in self.xs
    def __neg__(self): return Vec(*(-x for x in self.xs))
    def __abs__(self): return sum(x * x for x in self.xs) ** 0.5
    def __matmul__(self, o): return sum(a * b for a, b in zip(self, o))
    def __repr__(self): return f"Vec{tuple(self.xs)}"
v = Vec(3, 4)
print(len(v), v[1], v[-1], list(v), 4 in v, -v, abs(v), v @ Vec(1, 2), v[0:1])
