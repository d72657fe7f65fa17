from itertools import groupby, accumulate, chain, islice, count, cycle, product, permutations, combinations
rows = [("a", 1), ("a", 2), ("b", 5), ("a", 3), ("c", 1), ("c", 4)]
for k, g in groupby(sorted(rows), key=lambda r: r[0]):
    items = list(g)
    print(k, [v for _, v in items], sum(v for _, v in items))
print([k for k, _ in groupby("aaabbcaa")])
print(list(accumulate([1, 2, 3, 4])), list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1, 2, 3], initial=100)))
import operator
print(list(accumulate([1, 2, 3, 4], operator.mul)))
print(list(chain([1, 2], "ab", (3,))), list(chain.from_iterable([[1], [2, 3]])))
print(list(islice(count(10, 5), 4)), list(islice(cycle("xy"), 5)))
print(list(product("ab", repeat=2)), len(list(permutations(range(4), 2))))
print(list(combinations([1, 2, 3, 4], 3)))
