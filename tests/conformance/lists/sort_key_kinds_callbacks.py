# Sorts whose keys are tuples led by ints or strs but hold objects with
# their own comparisons: ties reach user code, which may raise or change
# the list being sorted.
class Tag:
    calls = 0

    def __init__(self, name, target=None):
        self.name = name
        self.target = target

    def __eq__(self, other):
        Tag.calls += 1
        return self.name == other.name

    def __lt__(self, other):
        Tag.calls += 1
        if self.target is not None:
            self.target.append("oops")
        return self.name < other.name

    def __repr__(self):
        return "Tag(%r)" % self.name


items = [(2, Tag("b")), (1, Tag("z")), (2, Tag("a")), (1, Tag("y")), (3, Tag("c"))]
print(sorted(items), Tag.calls)
Tag.calls = 0
print(sorted(items, key=lambda t: (t[0], t[1])), Tag.calls)
print(sorted(items, key=lambda t: ("k%d" % t[0], t[1]), reverse=True))

# A __lt__ that appends to the list while it is being sorted.
data = []
data.extend([(1, Tag("b", data)), (1, Tag("a", data)), (0, Tag("c", data))])
try:
    data.sort()
except ValueError as e:
    print("ValueError:", e, len(data))

# A __lt__ that raises on a tie of the leading ints.
class Bad:
    def __eq__(self, other):
        return False

    def __lt__(self, other):
        raise RuntimeError("no order")


try:
    sorted([(1, Bad()), (0, Bad()), (1, Bad())])
except RuntimeError as e:
    print("RuntimeError:", e)
print(sorted([(1, Bad()), (0, Bad()), (2, Bad())], key=lambda t: t[0])[0][0])

# Key functions that raise, or change the list.
nums = [5, 3, 8, 1]
def key(v):
    if v == 8:
        raise KeyError(v)
    return (v, str(v))
try:
    nums.sort(key=key)
except KeyError as e:
    print("KeyError:", e, nums)

def grow(v):
    nums.append(v)
    return (v, "x")
try:
    nums.sort(key=grow)
except ValueError as e:
    print("ValueError:", e, nums)

# Mixed kinds in the leading position.
for bad in ([(1, "a"), ("1", "a")], [(1.5, "a"), (1, "b"), (None, "c")], [("a", 1), (b"a", 1)]):
    try:
        print(sorted(bad))
    except TypeError as e:
        print("TypeError:", e)
print(sorted([(True, "b"), (1, "a"), (0, "c"), (False, "d")]))
print(sorted([(), (0,), (-1, "z"), ()]))

# A comparison that raises part of the way through leaves the list as far
# as the sort got, with and without reverse=True and a key function.
class Fuse:
    def __init__(self, n):
        self.n = n

    def __call__(self, a, b):
        self.n -= 1
        if self.n < 0:
            raise ArithmeticError("fuse")
        return a < b

class Item:
    def __init__(self, v, fuse):
        self.v = v
        self.fuse = fuse

    def __lt__(self, other):
        return self.fuse(self.v, other.v)

for budget in (5, 40, 90):
    for rev in (False, True):
        fuse = Fuse(budget)
        vals = [Item((i * 37) % 101, fuse) for i in range(70)]
        try:
            vals.sort(reverse=rev)
            print("sorted")
        except ArithmeticError:
            print(budget, rev, [x.v for x in vals][:12])
        fuse = Fuse(budget)
        vals = [(i * 37) % 101 for i in range(70)]
        try:
            vals.sort(key=lambda v: (v % 3, Item(v, fuse)), reverse=rev)
            print("sorted")
        except ArithmeticError:
            print(budget, rev, vals[:12])
