# Defining __eq__ without __hash__ makes instances unhashable.
class Tag:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Tag) and self.name == other.name


class HashedTag(Tag):
    def __hash__(self):
        return hash(self.name)


print(Tag.__hash__, Tag("a") == Tag("a"), Tag("a") in [Tag("b"), Tag("a")])
try:
    {Tag("a")}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {Tag("a"): 1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash(Tag("a"))
except TypeError as e:
    print(type(e).__name__, e)
s = {HashedTag("a"), HashedTag("a"), HashedTag("b")}
print(len(s), HashedTag("a") in s, hash(HashedTag("z")) == hash("z"))


class Ident:
    pass


i = Ident()
print(i == i, i == Ident(), len({i, i}), i != Ident())
print([1, 2] == [1, 2], [Tag("x")] == [Tag("x")], (Tag("x"),) == (Tag("y"),))
