# Counting decides once, before the first element, whether it goes straight
# into the dict or through get/__setitem__, as CPython's _count_elements
# does: a class changed while a Counter is counting keeps the way chosen,
# and a mapping's get is looked up once, even when nothing is counted.
import collections
from collections import Counter


class Sub(Counter):
    pass


def late_setitem():
    yield "a"
    Sub.__setitem__ = lambda self, k, v: print("late set", k, v)
    yield "b"
    yield "a"
    del Sub.__setitem__
    yield "c"


s = Sub()
s.update(late_setitem())
print(sorted(s.items()))


class Getter(Counter):
    def get(self, key, default=None):
        print("first get", key)
        return dict.get(self, key, default)


def swap_get():
    yield 1
    Getter.get = lambda self, key, default=None: print("second get", key) or 100
    yield 2
    yield 1


g = Getter()
g.update(swap_get())
print(sorted(g.items()))


class Tally:
    """A mapping that is not a dict: counted through get and __setitem__."""

    def __init__(self):
        self.data = {}

    def get(self, key, default):
        print("Tally.get", key)
        return self.data.get(key, default)

    def __setitem__(self, key, value):
        self.data[key] = value


t = Tally()


def swap_instance_get():
    yield "p"
    t.get = lambda key, default: print("instance get", key) or 50
    yield "p"


collections._count_elements(t, swap_instance_get())
print(t.data)

for mapping in (5, None, [1, 2]):
    try:
        collections._count_elements(mapping, [])
        print("counted nothing into", mapping)
    except AttributeError as e:
        print("AttributeError:", e)
print(collections._count_elements)
try:
    collections._count_elements({})
except TypeError as e:
    print("TypeError:", e)


class GetIsInt(Counter):
    get = 0


try:
    GetIsInt().update("x")
except TypeError as e:
    print("TypeError:", e)
plain = {}
collections._count_elements(plain, "mississippi")
print(plain)
