class Vec:
    def __init__(self, *c):
        self.c = tuple(c)
    def __repr__(self):
        return f"Vec{self.c}"
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(*(a + b for a, b in zip(self.c, o.c)))
        return NotImplemented
    def __radd__(self, o):
        if o == 0:
            return self
        return NotImplemented
    def __mul__(self, k):
        return Vec(*(a * k for a in self.c))
    __rmul__ = __mul__
    def __neg__(self):
        return self * -1
    def __abs__(self):
        return sum(a * a for a in self.c) ** 0.5
    def __eq__(self, o):
        return isinstance(o, Vec) and self.c == o.c
    def __len__(self):
        return len(self.c)
    def __getitem__(self, i):
        return self.c[i]
    def __iter__(self):
        return iter(self.c)
    def __bool__(self):
        return any(self.c)
    def __matmul__(self, o):
        return sum(a * b for a, b in zip(self, o))
    __hash__ = None
v, w = Vec(1, 2), Vec(3, 4)
print(v + w, 2 * v, v * 3, -v, abs(w), v @ w, sum([v, w]))
print(v == Vec(1, 2), v != w, len(v), v[1], v[-1], list(v), bool(Vec(0, 0)))
x, y = w
print(x, y, max(w), 4 in w)
try:
    v + 1
except TypeError as e:
    print(e)
try:
    {v}
except TypeError as e:
    print(e)
try:
    v < w
except TypeError as e:
    print(e)
v += w
print(v)
