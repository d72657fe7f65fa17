class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts

    def __le__(self, other):
        return self == other or self < other

    def __gt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts > other.parts

    def __ge__(self, other):
        return self == other or self > other


a, b = Version("1.4.2"), Version("1.10")
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(a == "1.4.2", a != "1.4.2")
print(a < "1.5")
