from itertools import islice, chain, pairwise, zip_longest, starmap, compress, accumulate
import operator

print(list(islice('ABCDEFG', 2)))
print(list(islice('ABCDEFG', 2, 4)))
print(list(islice('ABCDEFG', 2, None)))
print(list(islice('ABCDEFG', 0, None, 2)))
print(list(islice(range(100), 5, 50, 10)))
it = iter(range(10))
print(list(islice(it, 0, 5, 3)), next(it))
it = iter(range(10))
print(list(islice(it, 3)), list(it))
print(list(chain('abc', [1, 2], (3,))), list(chain()), list(chain.from_iterable(['ab', 'cd'])))
nested = [[1, 2], [3], [], [4, 5, 6]]
print(list(chain.from_iterable(nested)), sum(chain(*nested)))
print(list(pairwise([1, 4, 9, 16])), list(pairwise('a')), [b - a for a, b in pairwise([3, 8, 10, 20])])
print(list(zip_longest('ABCD', 'xy', fillvalue='-')), list(zip_longest([1], [], [2, 3])))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(operator.mul, zip([1, 2], [3, 4]))))
print(list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])))
print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([1, 2, 3, 4], operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3], initial=100)), list(accumulate([])))
print(list(accumulate([], initial=0)), list(accumulate(['a', 'b', 'c'])))
balance = list(accumulate([100, -20, -50, 30], lambda acc, x: acc + x))
print(balance)
for bad in [lambda: islice('abc', -1), lambda: islice('abc', 0, 2, 0), lambda: islice('abc', 'x'), lambda: islice('abc', -1, 2)]:
    try:
        bad()
    except ValueError as e:
        print('ValueError', e)
