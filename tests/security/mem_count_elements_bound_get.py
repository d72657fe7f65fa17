# expect: ok
# args: --gc-stress
# stdout: {'p': 2, 'q': 1} 3 ok
# collections._count_elements binds a non-dict mapping's get once, before
# the first element, and calls it for every element, as CPython does. Here
# the get is the mapping's own attribute, deleted by its first call, so
# that the native's reference is the only one left; the elements make
# garbage between calls. The native must hold the get, the mapping, the
# iterator and each element itself.
import collections


class Tally:
    def __init__(self):
        self.data = {}

    def __setitem__(self, key, value):
        self.data[key] = value


def make_get(t):
    def get(key, default):
        if "get" in dir(t):
            del t.get
        junk = [[i] * 8 for i in range(200)]
        return t.data.get(key, default)

    return get


tally = Tally()
tally.get = make_get(tally)


def elements():
    yield "p"
    junk = [{"k": [i]} for i in range(200)]
    yield "q"
    junk = [(i, str(i)) for i in range(200)]
    yield "p"


collections._count_elements(tally, elements())
print(tally.data, sum(tally.data.values()), "ok")
