# Built-in operations dispatch to a list subclass's own special methods.
class Scaled(list):
    def __iter__(self):
        for x in super().__iter__():
            yield x * 10


s = Scaled([1, 2, 3])
print(list(s), tuple(s), sum(s), sorted(s, reverse=True), min(s), max(s))
print([x for x in s], set(s) == {10, 20, 30}, dict(zip(s, 'abc')), list(enumerate(s)))
a, b, c = s
print(a, b, c, *s)
for x in s:
    print('item', x)
print(len(s), s[0], s, 'joined:', '-'.join(str(x) for x in s))


class Fancy(list):
    def __len__(self):
        return 42

    def __getitem__(self, i):
        return ('item', i)

    def __contains__(self, x):
        return x == 'magic'

    def __repr__(self):
        return 'Fancy(%d)' % list.__len__(self)

    def __eq__(self, other):
        return 'eq called'

    def __hash__(self):
        return 7

    def __bool__(self):
        return False


f = Fancy([1, 2])
print(len(f), f[0], f[1:2], 'magic' in f, 1 in f, f == [1, 2], hash(f))
print(f, [f], str(f), repr(f), f'{f!r}', 'yes' if f else 'no', {f: 1})
print(list.__len__(f), list.__getitem__(f, 0), list.__repr__(f), list.__contains__(f, 1))


class Logged(list):
    def __setitem__(self, i, v):
        print('set', i, v)
        super().__setitem__(i, v)

    def __delitem__(self, i):
        print('del', i)
        super().__delitem__(i)

    def __add__(self, other):
        return Logged(list(self) + list(other))

    def append(self, v):
        print('append', v)
        super().append(v)


g = Logged([1, 2, 3])
g[0] = 9
del g[1]
g.append(4)
h = g + [5]
print(g, h, type(h).__name__)
g += [6]
print(g, type(g).__name__)
