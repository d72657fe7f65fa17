# total_ordering for versions, cmp_to_key for custom sorts, reduce for folds.
from functools import total_ordering, cmp_to_key, reduce


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))


vs = [Version(v) for v in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(vs), max(vs), Version("1.0") >= Version("0.9.9"), Version("2.0") <= Version("1.9"))


def by_length_then_alpha(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)


print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=cmp_to_key(by_length_then_alpha)))
print(reduce(lambda acc, x: acc * 10 + x, [4, 2, 7], 0), reduce(max, [3, 9, 2]))
