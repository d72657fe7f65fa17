# An AttributeError raised while an attribute is looked up (by __getattr__,
# a property getter) gets .name and .obj when it has neither; the printed
# traceback then suggests a close name from the object's attributes.
class Config:
    timeout = 30

    def __init__(self):
        self.value = 1
        self.retries = 3

    def __getattr__(self, name):
        raise AttributeError(name)


c = Config()
try:
    c.valeu
except AttributeError as e:
    print(repr(e), str(e), e.name, e.obj is c)

try:
    getattr(c, 'retires')
except AttributeError as e:
    print(repr(e), e.name, e.obj is c)

print(getattr(c, 'retires', 'default'), hasattr(c, 'retires'), hasattr(c, 'retries'))


class Custom:
    def __init__(self):
        self.data = {}

    def __getattr__(self, name):
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")


try:
    Custom().dta
except AttributeError as e:
    print(str(e), e.name, type(e.obj).__name__)


class Named:
    def __getattr__(self, name):
        raise AttributeError('no ' + name, name='other', obj=42)


try:
    Named().thing
except AttributeError as e:
    print(repr(e), e.name, e.obj)


class Prop:
    def __init__(self):
        self.size = 2

    @property
    def area(self):
        raise AttributeError('area is not ready')


p = Prop()
try:
    p.area
except AttributeError as e:
    print(repr(e), e.name, e.obj is p)


class Delegate:
    def __init__(self, inner):
        self.inner = inner

    def __getattr__(self, name):
        return getattr(self.inner, name)


class Inner:
    colour = 'red'


try:
    Delegate(Inner()).color
except AttributeError as e:
    print(str(e), e.name, type(e.obj).__name__)


class Other:
    def __getattr__(self, name):
        raise KeyError(name)


try:
    Other().x
except KeyError as e:
    print('KeyError', e)

try:
    raise AttributeError('plain')
except AttributeError as e:
    print(repr(e), e.name, e.obj)

Config().timeot
