import itertools as it, functools, operator
rows = [("a", 1), ("a", 2), ("b", 3), ("b", 4), ("c", 5), ("a", 6)]
for k, g in it.groupby(sorted(rows), key=operator.itemgetter(0)):
    print(k, [v for _, v in g])
print(list(it.accumulate([1, 2, 3, 4], operator.mul)), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.chain.from_iterable([[1, 2], (3,), "ab"])))
print(list(it.zip_longest("abc", [1], fillvalue="-")))
print(list(it.product("ab", repeat=2)), len(list(it.permutations(range(4), 2))))
print(list(it.combinations("abcd", 3)), list(it.combinations_with_replacement("ab", 2)))
print(list(it.islice(it.count(10, 3), 5)), list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(it.dropwhile(lambda x: x < 3, [1, 2, 5, 1])), list(it.compress("abcdef", [1, 0, 1, 0, 1])))
print(list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.repeat("x", 3)), list(it.pairwise([1, 2, 3, 4])))
print(functools.reduce(lambda a, b: a * 10 + b, [1, 2, 3]), functools.reduce(operator.add, [], 0))
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
p = functools.partial(int, base=2)
print(p("1011"), p.func, p.keywords)
print(sorted(["b", "A", "c"], key=functools.cmp_to_key(lambda x, y: (x.lower() > y.lower()) - (x.lower() < y.lower()))))
t1, t2 = it.tee([1, 2, 3])
print(list(t1), list(t2), list(it.filterfalse(None, [0, 1, "", "a"])))
