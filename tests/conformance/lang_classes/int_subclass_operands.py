# An int subclass is an int wherever CPython takes an index or a count;
# max() and min() compare as CPython does.
class Level(int):
    pass


lvl = int.__new__(Level, 2)
names = ["low", "mid", "high", "max"]
print(names[lvl], names[:lvl], "ab" * lvl, [0] * lvl, lvl * (1, 2), list(range(lvl)), (5).to_bytes(lvl, "big"))
row = [1]
row *= lvl
print(row, {2: "two"}[lvl], bin(lvl), hex(lvl + 10), chr(65 + lvl))
try:
    [0] * int.__new__(Level, 2 ** 70)
except OverflowError as e:
    print("OverflowError:", e)
for values in ([1, None], [3, "a"], [None, 2.5]):
    for fn in (max, min):
        try:
            print(fn(values))
        except TypeError as e:
            print(fn.__name__, "TypeError:", e)


class Version:
    def __init__(self, n):
        self.n = n

    def __gt__(self, other):
        print("  gt", self.n, other.n)
        return self.n > other.n

    def __lt__(self, other):
        print("  lt", self.n, other.n)
        return self.n < other.n

    def __repr__(self):
        return f"v{self.n}"


print(max([Version(1), Version(3), Version(2)]), min([Version(1), Version(3), Version(2)]))
