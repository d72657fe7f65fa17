import itertools as it
import operator

data = [("a", 3), ("b", 1), ("a", 5), ("c", 2), ("b", 4)]
print(list(it.pairwise([1, 4, 9, 16])))
print(list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(it.accumulate([], initial=7)))
print(list(it.zip_longest("ab", [1, 2, 3], fillvalue="-")))
print(list(it.islice(it.count(10, 2.5), 2, 8, 2)))
print(list(it.starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(it.compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(it.dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(it.takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(it.filterfalse(None, [0, 1, "", "x", None, [], [0]])))
print(["".join(p) for p in it.product("ab", repeat=2)])
print(list(it.combinations_with_replacement("xyz", 2)))
print(list(it.permutations(range(3), 2)))
a, b, c = it.tee(iter([1, 2, 3]), 3)
print(next(a), list(b), list(a), list(c))
cyc = it.cycle("AB")
print([next(cyc) for _ in range(5)])
print(list(it.repeat("z", 3)), list(it.chain.from_iterable(["ab", "cd"])))
keyed = sorted(data, key=operator.itemgetter(0))
for k, grp in it.groupby(keyed, key=operator.itemgetter(0)):
    vals = [v for _, v in grp]
    print(k, vals, sum(vals))
runs = [(k, len(list(g))) for k, g in it.groupby("aaabccddddde")]
print(runs)
print(list(map(operator.attrgetter("real", "imag"), [1 + 2j, 3j])))
print(operator.methodcaller("split", ",", 1)("a,b,c"))
print(list(it.islice("abcdefg", None, None, 3)))
def chunked(iterable, n):
    itr = iter(iterable)
    while chunk := tuple(it.islice(itr, n)):
        yield chunk
print(list(chunked(range(10), 4)))
def sliding(iterable, n):
    from collections import deque
    win = deque(maxlen=n)
    for x in iterable:
        win.append(x)
        if len(win) == n:
            yield tuple(win)
print(list(sliding("abcdef", 3)))
print(repr(it.count(5)), repr(it.count(1.5, 0.5)), repr(it.repeat(1, 2)))
c = it.count()
next(c); next(c)
print(c)
print(list(zip(it.count(1), "xyz")))
print(sum(1 for _ in it.combinations(range(20), 3)))
print(list(it.product()), list(it.product([])), list(it.combinations("ab", 0)))
try:
    list(it.islice("abc", -1))
except ValueError as e:
    print("ValueError:", e)
try:
    it.combinations("abc")
except TypeError as e:
    print("TypeError:", e)
