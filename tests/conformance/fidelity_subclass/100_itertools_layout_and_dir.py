# The itertools iterators have a built-in layout: a class cannot combine
# one with list, dict or another itertools iterator, while a plain mixin
# is fine. dir(itertools) lists CPython's public names only.
import itertools


class Tagged(itertools.chain):
    tag = 'merged'


t = Tagged([1, 2], [3])
print(list(t), t.tag)


class Mixin:
    def describe(self):
        return f'{type(self).__name__} iterator'


class Counter(Mixin, itertools.count):
    pass


c = Counter(10)
print(next(c), next(c), c.describe())

for bases in [(itertools.chain, list), (itertools.chain, itertools.islice),
              (itertools.count, dict), (Tagged, list), (itertools.cycle, object)]:
    names = [b.__name__ for b in bases]
    try:
        type('Combined', bases, {})
        print('ok', names)
    except TypeError as e:
        print(names, 'TypeError:', e)

public = [n for n in dir(itertools) if not n.startswith('_')]
print(public)
print(hasattr(itertools, '_attach'), hasattr(itertools, '_chain'), hasattr(itertools, 'tee'))


class Broken(itertools.chain, list):
    pass
