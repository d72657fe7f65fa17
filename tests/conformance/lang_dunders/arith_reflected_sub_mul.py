class Celsius:
    def __init__(self, deg):
        self.deg = deg

    def __sub__(self, other):
        return Celsius(self.deg - (other.deg if isinstance(other, Celsius) else other))

    def __rsub__(self, other):
        return Celsius(other - self.deg)

    def __mul__(self, k):
        return Celsius(self.deg * k)

    def __rmul__(self, k):
        return Celsius(k * self.deg)

    def __truediv__(self, k):
        return Celsius(self.deg / k)

    def __rtruediv__(self, k):
        return k / self.deg

    def __repr__(self):
        return f"{self.deg}C"


t = Celsius(20)
print(t - 5, 100 - t, t - Celsius(25))
print(t * 2, 0.5 * t, t / 4, 100 / t)
