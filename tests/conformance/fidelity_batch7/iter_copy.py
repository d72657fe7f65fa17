# copy.copy and copy.deepcopy of built-in iterators rebuild them as their
# __reduce__ does in CPython 3.11: same position; a shallow copy shares the
# sequence and the inner iterators, a deep copy copies them; a dict's or a
# set's iterator becomes a list_iterator over the items left.
import copy


def show(it, n=2):
    for _ in range(n):
        next(it, None)
    a = copy.copy(it)
    b = copy.deepcopy(it)
    print(type(it).__name__, type(a).__name__, type(b).__name__, list(a), list(b), list(it))


show(iter([1, 2, 3, 4]))
show(iter((1, 2, 3, 4)))
show(iter(range(10)))
show(iter(range(0, 10 ** 20, 10 ** 19)))
show(iter('hello'))
show(iter('héllo wörld'))
show(iter({'a': 1, 'b': 2, 'c': 3}))
show(iter({'a': 1, 'b': 2, 'c': 3}.values()))
show(iter({'a': 1, 'b': 2, 'c': 3}.items()), 1)
show(reversed({'a': 1, 'b': 2, 'c': 3}), 1)
show(reversed({'a': 1, 'b': 2, 'c': 3}.items()), 1)
show(iter({1, 2, 3}), 1)
show(iter(frozenset({5, 6, 7})), 1)
show(enumerate('abcd'))
show(enumerate('abcd', 10), 1)
show(zip([1, 2, 3], [4, 5, 6]), 1)
show(map(str, [1, 2, 3]), 1)
show(map(pow, [2, 3, 4], [1, 2, 3]), 1)
show(filter(None, [0, 1, 2, 3]), 1)
show(filter(lambda v: v % 2, range(10)), 1)
show(reversed([1, 2, 3]), 1)
show(reversed((1, 2, 3)), 1)
show(reversed('abc'), 1)
show(reversed(range(5)), 1)
show(iter(b'abc'), 1)
show(iter(bytearray(b'xyz')), 1)
show(iter([]), 0)

# A shallow copy shares the list, a deep copy has its own.
items = [[1], [2], [3]]
it = iter(items)
next(it)
shallow = copy.copy(it)
deep = copy.deepcopy(it)
items.append([4])
print(list(shallow), list(deep))
x = next(copy.deepcopy(iter(items)))
x.append(9)
print(items[0], x, next(copy.copy(iter(items))) is items[0])

# Inner iterators: shared by a shallow copy, copied by a deep one.
e = enumerate(['a', 'b', 'c', 'd'])
next(e)
c = copy.copy(e)
print(next(c), next(e), next(c))
e = enumerate(['a', 'b', 'c', 'd'])
next(e)
d = copy.deepcopy(e)
print(next(d), next(e), next(d), list(e), list(d))

z = zip('abc', 'xyz', strict=True)
print(list(copy.deepcopy(z)), list(z))


# iter(callable, sentinel) and old-style __getitem__ iteration.
class Counter:
    def __init__(self):
        self.n = 0

    def __call__(self):
        self.n += 1
        return self.n


cnt = Counter()
ci = iter(cnt, 4)
print(type(ci).__name__, next(ci), next(copy.copy(ci)), next(ci))
dc = copy.deepcopy(ci)
print(list(dc), cnt.n, next(ci, 'done'))


class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * i


si = iter(Seq())
next(si)
print(type(si).__name__, list(copy.copy(si)), list(copy.deepcopy(si)), list(si))

# Inside containers, as agents copy state.
state = {'queue': iter([1, 2, 3]), 'seen': [0]}
next(state['queue'])
snap = copy.deepcopy(state)
print(list(snap['queue']), list(state['queue']), snap['seen'])


def gen():
    yield 1


for f in (copy.copy, copy.deepcopy):
    try:
        f(gen())
    except TypeError as exc:
        print('TypeError:', exc)
