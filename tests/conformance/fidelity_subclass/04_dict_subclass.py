# dict subclasses: __missing__, super().__init__ with *args/**kwargs, overrides.
class Config(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.loaded = True

    def __missing__(self, key):
        return 'default-' + key

    def __getattr__(self, name):
        if name in self:
            return self[name]
        raise AttributeError(name)


c = Config({'host': 'localhost'}, port=8080)
print(c, type(c).__name__, c.loaded, c['host'], c['missing'], c.get('missing'), c.port)
print(len(c), list(c), sorted(c.items()), 'host' in c, isinstance(c, dict), c == {'host': 'localhost', 'port': 8080})
c.update(debug=True)
c['x'] = 1
del c['x']
print(c, c.copy(), type(c.copy()).__name__, dict(c), type(dict(c)).__name__)
c |= {'more': 1}
print(type(c).__name__, c['more'], type(c | {'z': 0}).__name__)


class Counter2(dict):
    def __missing__(self, key):
        self[key] = 0
        return 0


counts = Counter2()
for word in 'a b a c a b'.split():
    counts[word] += 1
print(counts, max(counts, key=counts.get))


class Lower(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())

    def __iter__(self):
        return iter(sorted(super().__iter__()))

    def __len__(self):
        return super().__len__() * 100

    def __repr__(self):
        return 'Lower(' + dict.__repr__(self) + ')'


d = Lower()
d['B'] = 2
d['A'] = 1
print(d, d['a'], 'B' in d, list(d), len(d), [k for k in d], sorted(d), str(d), f'{d}')
print(dict.__len__(d), dict.__getitem__(d, 'a'), d.get('A'), d.get('a'))
try:
    d['zz']
except KeyError as e:
    print('KeyError', e)
try:
    Counter2(1, 2)
except TypeError as e:
    print('TypeError', e)
print(Config.fromkeys(['a', 'b'], 0), type(Config.fromkeys('x')).__name__)
