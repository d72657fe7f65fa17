class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __repr__(self):
        return f"Version({'.'.join(map(str, self.parts))!r})"
    def __str__(self):
        return "v" + ".".join(map(str, self.parts))
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __hash__(self):
        return hash(self.parts)
vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(vs))
print(max(vs), min(vs), str(vs[0]), [str(v) for v in vs])
print(Version("1.0") == Version("1.0"), Version("1.0") == "1.0", Version("1") != Version("2"))
print(len({Version("1.0"), Version("1.0"), Version("2.0")}))
print(Version("1.0") > Version("0.5"))
try:
    Version("1.0") <= Version("2.0")
except TypeError as e:
    print(e)
print(f"{vs[0]} {vs[0]!r} {vs[0]!s:>10}")
