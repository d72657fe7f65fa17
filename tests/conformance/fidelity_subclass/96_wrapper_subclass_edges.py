# Edge cases of the property / staticmethod / classmethod subclasses: a copy
# is refused as CPython refuses it, built-in attributes are not properties
# to re-fill, and a wrapper that ends up wrapping itself is a RecursionError.
import copy


class CachedProp(property):
    pass


class Static(staticmethod):
    pass


class Klass(classmethod):
    pass


def area(self):
    return self.w * self.h


for name, obj in [('CachedProp', CachedProp(area)), ('Static', Static(len)), ('Klass', Klass(len))]:
    for fn in (copy.copy, copy.deepcopy):
        try:
            fn(obj)
            print(name, fn.__name__, 'copied')
        except TypeError as e:
            print(name, fn.__name__, 'TypeError:', e)

try:
    property.__init__(int.real, lambda self: 42)
except TypeError as e:
    print('int.real:', e)
print((5).real, (7).numerator)

s = staticmethod(len)
staticmethod.__init__(s, s)
try:
    s('abc')
except RecursionError:
    print('self-wrapping staticmethod: RecursionError')

t = Static(len)
Static.__init__(t, t)
try:
    t('abc')
except RecursionError:
    print('self-wrapping Static: RecursionError')

staticmethod.__init__(t, str.upper)
print(t('abc'))
