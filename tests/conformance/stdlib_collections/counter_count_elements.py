# Counter(iterable) and Counter.update(iterable): each element counted as
# mapping[elem] = mapping.get(elem, 0) + 1, with user __hash__/__eq__,
# subclasses overriding __setitem__ or get, iterators that fail midway and
# counts that are not ints.
from collections import Counter

calls = []


class Key:
    def __init__(self, name):
        self.name = name

    def __hash__(self):
        calls.append(("hash", self.name))
        return hash(self.name)

    def __eq__(self, other):
        calls.append(("eq", self.name))
        return isinstance(other, Key) and other.name == self.name

    def __repr__(self):
        return "Key(%s)" % self.name


a, b = Key("a"), Key("b")
c = Counter([a, b, a])
print(sorted(c.values()), calls.count(("hash", "a")), calls.count(("hash", "b")))


class Loud(Counter):
    def __setitem__(self, key, value):
        print("set", key, value)
        super().__setitem__(key, value)


Loud("xyx")


class Getter(Counter):
    def get(self, key, default=None):
        return 10


print(Getter("aab"))


def gen():
    yield "p"
    yield "q"
    raise ValueError("stop here")


c = Counter()
try:
    c.update(gen())
except ValueError as e:
    print("ValueError:", e, c)
c = Counter({"x": 1.5})
c.update("xx")
print(c)
c.update(["y"] * 3, y=2)
print(c, c.total())
try:
    Counter([[1]])
except TypeError as e:
    print("TypeError:", e)


class Money:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Money(self.v + other)

    def __repr__(self):
        return "Money(%r)" % self.v


c = Counter({"m": Money(5)})
c.update(["m", "m"])
print(c["m"])
print(Counter(range(5)) + Counter(range(3)), Counter("") == Counter())
