class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
        self.text = text

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __le__(self, other):
        return self.parts <= other.parts

    def __gt__(self, other):
        return self.parts > other.parts

    def __ge__(self, other):
        return self.parts >= other.parts

    def __repr__(self):
        return f"v{self.text}"


vs = [Version(t) for t in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(vs))
print(max(vs), min(vs))
a, b = Version("2.0"), Version("2.0.1")
print(a < b, a <= b, a > b, a >= b, a == Version("2.0"))
print(Version("1.0") <= Version("1.0") >= Version("0.1"))
