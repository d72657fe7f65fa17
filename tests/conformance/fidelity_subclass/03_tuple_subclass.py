# Tuple subclasses: __new__ through super(), methods, and plain results.
class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))

    @property
    def first(self):
        return self[0]

    def swap(self):
        return Pair(self[1], self[0])


p = Pair(1, 2)
print(p, repr(p), type(p).__name__, p.first, p.swap(), type(p.swap()).__name__)
print(len(p), p[1], p[:1], type(p[:1]).__name__, p[:], type(p[:]).__name__)
print(p + (3,), type(p + (3,)).__name__, (0,) + p, p * 2, type(p * 2).__name__)
print(p == (1, 2), (1, 2) == p, p < (1, 3), hash(p) == hash((1, 2)), {p: 'v'}[(1, 2)])
x, y = p
print(x, y, '%s and %s' % p, '{} {}'.format(*p), p.count(1), p.index(2), 2 in p)
print(tuple(p), type(tuple(p)).__name__, list(p), sorted([Pair(2, 1), Pair(1, 5)]))
p.label = 'pt'
print(p.label)


class Row(tuple):
    def total(self):
        return sum(self)

    def __repr__(self):
        return 'Row' + tuple.__repr__(self)


r = Row([3, 4, 5])
print(r, r.total(), Row(), Row('ab'), str(r), [r], f'{r}')


class Reversed(tuple):
    def __iter__(self):
        return iter(tuple.__getitem__(self, slice(None, None, -1)))


rv = Reversed((1, 2, 3))
print(list(rv), rv[0], sum(rv), tuple(rv), [*rv], rv)


def takes(*args):
    return args


print(takes(*r), type(takes(*r)).__name__)
print(tuple.__new__(Row, [1, 2]), type(tuple.__new__(Row, [1])).__name__)
try:
    Pair(1)
except TypeError as e:
    print('TypeError', e)
try:
    Row([1], [2])
except TypeError as e:
    print('TypeError', e)
try:
    tuple.__new__(list, [1])
except TypeError as e:
    print('TypeError', e)
try:
    p[0] = 5
except TypeError as e:
    print('TypeError', e)
