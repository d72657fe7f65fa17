from itertools import pairwise, zip_longest, starmap, takewhile, dropwhile, compress, filterfalse, tee, combinations_with_replacement, repeat, groupby
prices = [10, 12, 11, 15, 14, 20]
print([b - a for a, b in pairwise(prices)])
print(list(zip_longest("abc", [1], fillvalue="-")))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(takewhile(lambda x: x < 12, prices)))
print(list(dropwhile(lambda x: x < 12, prices)), list(compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(filterfalse(lambda x: x % 2, range(8))))
a, b = tee([1, 2, 3]); print(list(a), list(b))
print(list(combinations_with_replacement("ab", 2)), list(repeat("x", 3)))
runs = [(k, len(list(g))) for k, g in groupby("aaabccddd")]
print(runs, "".join(f"{k}{n}" for k, n in runs))
def chunks(seq, n):
    it = iter(seq)
    while batch := [x for _, x in zip(range(n), it)]:
        yield batch
print(list(chunks(range(7), 3)))
