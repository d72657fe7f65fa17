from itertools import (groupby, chain, combinations, permutations, product, accumulate, count, cycle, repeat,
                       starmap, zip_longest, compress, dropwhile, filterfalse, pairwise, tee, islice, combinations_with_replacement)
import operator
logs = [("2024-01-01", "INFO"), ("2024-01-01", "ERROR"), ("2024-01-02", "INFO"), ("2024-01-01", "WARN")]
for day, grp in groupby(sorted(logs), key=lambda r: r[0]):
    print(day, [lvl for _, lvl in grp])
print([(k, len(list(g))) for k, g in groupby("aaabccaa")])
print(list(chain.from_iterable([[1, 2], [3], []])), list(chain("ab", [1])))
print(list(combinations("abcd", 2)), len(list(permutations(range(4), 2))), list(product("ab", repeat=2)))
print(list(product([1, 2], "xy")), list(combinations_with_replacement("ab", 2)))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3, 4], operator.mul)), list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2], initial=100)))
print(list(islice(count(10, 5), 4)), list(islice(cycle("ab"), 5)), list(repeat("x", 3)), list(islice(count(1.5, 0.5), 3)))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(zip_longest("abc", [1], fillvalue="-")), list(compress("abcdef", [1, 0, 1, 0, 1])))
print(list(dropwhile(lambda x: x < 3, [1, 2, 3, 1])), list(filterfalse(str.isdigit, "a1b2")), list(pairwise([1, 2, 4, 7])))
a, b = tee(iter([1, 2, 3]))
print(list(a), list(b))
def chunked(it, n):
    it = iter(it)
    while batch := tuple(islice(it, n)):
        yield batch
print(list(chunked(range(7), 3)))
def sliding(seq, n):
    return [tuple(seq[i:i + n]) for i in range(len(seq) - n + 1)]
print(sliding([1, 2, 3, 4, 5], 3))
def flatten(x):
    for i in x:
        if isinstance(i, (list, tuple)):
            yield from flatten(i)
        else:
            yield i
print(list(flatten([1, [2, (3, [4])], [], 5])))
def unique_everseen(it, key=None):
    seen = set()
    for x in it:
        k = x if key is None else key(x)
        if k not in seen:
            seen.add(k)
            yield x
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
running = list(accumulate([100, -20, 35, -50], lambda bal, tx: bal + tx))
print(running, list(zip(range(3), count(100))), list(enumerate("ab", start=1)))
diffs = [b - a for a, b in pairwise([10, 13, 19, 20])]
print(diffs, max(pairwise("abcd")), dict(zip("abc", range(3))), list(map(operator.add, [1, 2], [10, 20, 30])))
print(list(islice("abcdefg", 1, None, 2)), list(islice(range(100), 95, None)), list(islice([], 3)))
print([list(g) for k, g in groupby([1, 2, 4, 5, 7], key=lambda x, c=count(): x - next(c))])
print(sum(1 for _ in combinations(range(10), 3)), next(permutations("abc")), list(product()))
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])), list(map(list, zip(*[[1, 2, 3], [4, 5, 6]]))))
