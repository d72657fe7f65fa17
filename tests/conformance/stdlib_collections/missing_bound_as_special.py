# dict's own __getitem__ (which Counter and defaultdict read through) calls
# a subclass's __missing__ as CPython's implicit lookup binds it: a
# staticmethod gets the key alone, a classmethod the class, a callable
# object without __get__ is called with the key only.
from collections import Counter, defaultdict


class Static(dict):
    __missing__ = staticmethod(lambda key: "static " + str(key))


class ByClass(Counter):
    __missing__ = classmethod(lambda cls, key: cls.__name__ + ":" + key)


class Calls:
    def __call__(self, *args):
        return "called with %d" % len(args)


class WithObject(dict):
    __missing__ = Calls()


class Plain(defaultdict):
    def __missing__(self, key):
        return "plain " + key


print(Static()["k"], ByClass()["k"], WithObject()["k"], Plain(int)["k"])
inventory = ByClass("aab")
print(inventory["a"], inventory["zz"], sorted(inventory))
counts = Counter("hello")
print(counts["l"], counts["q"], "q" in counts)
groups = defaultdict(list)
for word in ["apple", "avocado", "banana"]:
    groups[word[0]].append(word)
print(dict(groups), groups["c"], sorted(groups))
