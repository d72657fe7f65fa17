# The itertools iterators are types with CPython's names.
import itertools as it

made = [it.count(), it.cycle([1]), it.repeat(1), it.accumulate([1]), it.chain(),
        it.chain.from_iterable([]), it.compress([], []), it.dropwhile(bool, []),
        it.filterfalse(None, []), it.groupby([]), it.islice([], 1), it.pairwise([]),
        it.starmap(pow, []), it.takewhile(bool, []), it.zip_longest(), it.product(),
        it.permutations([]), it.combinations([], 1), it.combinations_with_replacement([], 1)]
for obj in made:
    print(type(obj).__name__, type(obj).__module__, iter(obj) is obj)
print(repr(it.count()), repr(it.count(5, 2)), repr(it.repeat("x", 3)), repr(it.repeat(None)))
print(isinstance(it.chain(), it.chain), isinstance(it.islice([], 2), it.chain))
print(str(type(it.product()))[:30], it.chain.__name__)
