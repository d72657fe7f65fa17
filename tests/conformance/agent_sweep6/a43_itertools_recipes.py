from itertools import (chain, combinations, count, cycle, groupby, islice, repeat, starmap,
                       tee, zip_longest, filterfalse, accumulate, product, compress)
from collections import deque
import operator

def take(n, iterable):
    return list(islice(iterable, n))

def sliding_window(iterable, n):
    it = iter(iterable)
    window = deque(islice(it, n - 1), maxlen=n)
    for x in it:
        window.append(x)
        yield tuple(window)

def roundrobin(*iterables):
    nexts = cycle(iter(it).__next__ for it in iterables)
    num_active = len(iterables)
    while num_active:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            num_active -= 1
            nexts = cycle(islice(nexts, num_active))

def partition(pred, iterable):
    t1, t2 = tee(iterable)
    return list(filterfalse(pred, t1)), list(filter(pred, t2))

def powerset(iterable):
    s = list(iterable)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))

def unique_everseen(iterable, key=None):
    seen = set()
    for element in iterable:
        k = element if key is None else key(element)
        if k not in seen:
            seen.add(k)
            yield element

def unique_justseen(iterable, key=None):
    return map(next, map(operator.itemgetter(1), groupby(iterable, key)))

def grouper(iterable, n, *, incomplete="fill", fillvalue=None):
    args = [iter(iterable)] * n
    if incomplete == "fill":
        return zip_longest(*args, fillvalue=fillvalue)
    if incomplete == "strict":
        return zip(*args, strict=True)
    if incomplete == "ignore":
        return zip(*args)
    raise ValueError("Expected fill, strict, or ignore")

def first_true(iterable, default=False, pred=None):
    return next(filter(pred, iterable), default)

def dotproduct(vec1, vec2):
    return sum(map(operator.mul, vec1, vec2))

def nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)

def tabulate(function, start=0):
    return map(function, count(start))

print(take(4, tabulate(lambda x: x * x, 3)))
print(list(sliding_window("ABCDEF", 4)))
print(list(roundrobin("ABC", "D", "EF")))
print(partition(lambda x: x % 2, range(10)))
print(list(powerset([1, 2, 3])))
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.casefold)))
print(list(unique_justseen("AAAABBBCCDAABBB")), list(unique_justseen("ABBcCAD", str.casefold)))
print(list(grouper("ABCDEFG", 3, fillvalue="x")), list(grouper("ABCDEFG", 3, incomplete="ignore")))
try:
    list(grouper("ABCDEFG", 3, incomplete="strict"))
except ValueError as e:
    print("ValueError:", e)
print(first_true([0, None, "", 7, 8]), first_true([], "none"), first_true(range(10), pred=lambda x: x > 4))
print(dotproduct([1, 2, 3], [4, 5, 6]), nth(count(100, 5), 3), nth("ab", 9, "?"))
print(list(starmap(operator.pow, zip(range(5), repeat(2)))), list(accumulate(range(1, 6), operator.mul)))
print(list(compress(product("ab", repeat=2), cycle([1, 0]))))
print(["".join(g) for _, g in groupby(sorted("mississippi"))])
print(dict((k, len(list(g))) for k, g in groupby(sorted("the quick brown fox jumps".split(), key=len), key=len)))
flat = list(chain.from_iterable([[1, 2], (3,), "ab", range(2)]))
print(flat, sum(1 for _ in zip(count(), "xyz")))
