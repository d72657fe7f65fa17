def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


class Frac:
    def __init__(self, n, d=1):
        g = gcd(abs(n), abs(d)) or 1
        self.n, self.d = (-n if d < 0 else n) // g, abs(d) // g

    def __add__(self, o):
        o = as_frac(o)
        return Frac(self.n * o.d + o.n * self.d, self.d * o.d)

    __radd__ = __add__

    def __sub__(self, o):
        return self + Frac(-as_frac(o).n, as_frac(o).d)

    def __mul__(self, o):
        return Frac(self.n * as_frac(o).n, self.d * as_frac(o).d)

    def __truediv__(self, o):
        return self * Frac(as_frac(o).d, as_frac(o).n)

    def __floordiv__(self, o):
        q = self / o
        return q.n // q.d

    def __mod__(self, o):
        return self - Frac(self // o) * o

    def __pow__(self, k):
        return Frac(self.n ** k, self.d ** k)

    def __repr__(self):
        return f"{self.n}/{self.d}"


def as_frac(x):
    return x if isinstance(x, Frac) else Frac(x)


h, t = Frac(1, 2), Frac(1, 3)
print(h + t, h - t, 2 + h, h * t, h / t, h - 1)
print(Frac(7, 2) // 1, Frac(-7, 2) % 1, t ** 3, sum([h, t, t]))
