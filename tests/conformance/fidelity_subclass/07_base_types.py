# Which built-in types a class may derive from, and CPython's message for the rest.
import collections


def gen():
    yield 1


accepted = [list, tuple, dict, set, frozenset, str, int, float, object, Exception, ValueError,
            collections.OrderedDict, collections.defaultdict, collections.Counter]
for base in accepted:
    class Derived(base):
        pass
    d = Derived()
    print(base.__name__, type(d).__name__, isinstance(d, base), repr(d) if base is not object else 'object')

refused = [bool, range, slice, type(None), type(len), type(gen), type(gen()), type(lambda: 0),
           type({}.keys()), type(NotImplemented), type(...)]
for base in refused:
    try:
        class Derived(base):
            pass
        print('accepted', base.__name__)
    except TypeError as e:
        print('TypeError:', e)

try:
    class Both(list, dict):
        pass
except TypeError as e:
    print('TypeError:', e)


class Mixin:
    def describe(self):
        return '%s with %d items' % (type(self).__name__, len(self))


class Bag(Mixin, list):
    pass


b = Bag([1, 2, 3])
print(b.describe(), b, isinstance(b, Mixin), isinstance(b, list), sum(b))
class Fixed(bool):
    pass
