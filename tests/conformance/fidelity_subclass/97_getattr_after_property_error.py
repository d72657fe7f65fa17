# A property that raises AttributeError hands over to __getattr__, as in
# CPython: a lazy config object and a proxy with a computed field.
class Config:
    def __init__(self, data):
        self._data = data

    @property
    def timeout(self):
        # Missing key surfaces as AttributeError from the property.
        try:
            return self._data['timeout']
        except KeyError:
            raise AttributeError('timeout')

    def __getattr__(self, name):
        return f'<default {name}>'


c = Config({'retries': 3})
print(c.timeout)
print(Config({'timeout': 5}).timeout)
print(getattr(c, 'timeout', 'unused'), hasattr(c, 'timeout'))


class Strict:
    @property
    def value(self):
        raise AttributeError('value is not ready')


s = Strict()
print(hasattr(s, 'value'), getattr(s, 'value', 'fallback'))
try:
    s.value
except AttributeError as e:
    print('AttributeError:', e)


class Guarded:
    def __init__(self):
        self.values = {}

    def __set__(self, obj, value):
        self.values[id(obj)] = value

    def __get__(self, obj, cls):
        if obj is None:
            return self
        if id(obj) not in self.values:
            raise AttributeError('unset')
        return self.values[id(obj)]


class Record:
    field = Guarded()

    def __getattr__(self, name):
        return f'missing:{name}'


r = Record()
print(r.field)
r.field = 42
print(r.field, r.other)


class Chain:
    @property
    def first(self):
        return self.second

    def __getattr__(self, name):
        if name == 'second':
            raise AttributeError('no second')
        return name.upper()


print(Chain().first)


class Loud:
    @property
    def bad(self):
        raise KeyError('not an attribute error')

    def __getattr__(self, name):
        return 'never'


try:
    Loud().bad
except KeyError as e:
    print('KeyError:', e)


class Picky:
    @property
    def p(self):
        raise AttributeError('inner')

    def __getattr__(self, name):
        raise AttributeError(f'custom {name}')


try:
    Picky().p
except AttributeError as e:
    print('AttributeError:', e)
print(getattr(Picky(), 'p', 'dflt'))
Picky().p
