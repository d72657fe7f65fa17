# Attribute names given as instances of a str subclass: type() namespaces,
# setattr/getattr/hasattr/delattr on instances and classes; they name the
# attribute by their text.
class Name(str):
    def shout(self):
        return self.upper() + '!'


def method(self):
    return 'method of ' + type(self).__name__


T = type('T', (), {Name('m'): method, 'n': 1, Name('k'): 'kv'})
t = T()
print(t.m(), T.n, T.k, t.k, hasattr(T, 'm'), hasattr(t, Name('m')))

Sub = type(Name('Sub'), (T,), {Name('extra'): 42})
print(Sub.__name__, Sub().m(), Sub.extra, Sub.n)


class Plain:
    pass


o = Plain()
setattr(o, Name('alpha'), 1)
print(o.alpha, getattr(o, Name('alpha')), getattr(o, 'alpha'))
print(hasattr(o, Name('alpha')), hasattr(o, Name('beta')), getattr(o, Name('beta'), 'default'))
setattr(o, Name('alpha'), 2)
print(o.alpha)
delattr(o, Name('alpha'))
print(hasattr(o, 'alpha'))
try:
    getattr(o, Name('missing'))
except AttributeError as e:
    print('AttributeError:', e)
try:
    delattr(o, Name('missing'))
except AttributeError as e:
    print('AttributeError:', e)

setattr(Plain, Name('shared'), 'on the class')
print(o.shared, Plain.shared)

for key in ['x', 'y', 'z']:
    setattr(o, Name(key), key.upper())
print(o.x, o.y, o.z, sorted(k for k in ['x', 'y', 'z'] if hasattr(o, Name(k))))


class Slotted:
    __slots__ = ('v',)


s = Slotted()
setattr(s, Name('v'), 5)
print(getattr(s, Name('v')), s.v)


class Prop:
    @property
    def p(self):
        return 'property value'


print(getattr(Prop(), Name('p')))

for bad in [5, b'x', None]:
    try:
        getattr(o, bad)
    except TypeError as e:
        print('TypeError:', e)
    try:
        setattr(o, bad, 1)
    except TypeError as e:
        print('TypeError:', e)
