# functools.total_ordering fills in comparisons from __eq__ and __lt__.
from functools import total_ordering


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts

    def __repr__(self):
        return "V" + ".".join(map(str, self.parts))


vs = [Version(s) for s in ("1.10", "1.2", "1.2.1", "0.9")]
print(sorted(vs), max(vs), min(vs))
a, b = Version("1.2"), Version("1.10")
print(a < b, a <= b, a > b, a >= b, a == Version("1.2"), a != b)
print(sorted(vs, reverse=True))
for op in (lambda: a < 3, lambda: a >= "x", lambda: a > None):
    try:
        op()
    except TypeError as e:
        print(type(e).__name__, e)
print(a == 3, hasattr(Version, "__le__"), Version.__hash__)
try:
    {a}
except TypeError as e:
    print(type(e).__name__, e)
