class Meters:
    def __init__(self, value):
        self.value = value

    def __add__(self, other):
        if isinstance(other, Meters):
            return Meters(self.value + other.value)
        if isinstance(other, (int, float)):
            return Meters(self.value + other)
        return NotImplemented

    def __radd__(self, other):
        return self.__add__(other)

    def __rsub__(self, other):
        if not isinstance(other, (int, float)):
            return NotImplemented
        return Meters(other - self.value)

    def __repr__(self):
        return f"{self.value}m"


legs = [Meters(120), Meters(80.5), Meters(30)]
print(sum(legs), 10 + legs[0], 500 - legs[1])
print("total: " + legs[0])
