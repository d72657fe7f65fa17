# Batching helpers an agent writes: chunks, sliding windows, pairs.
from itertools import islice


def chunked(iterable, size):
    if size < 1:
        raise ValueError("size must be >= 1, got %d" % size)
    it = iter(iterable)
    while True:
        batch = list(islice(it, size))
        if not batch:
            return
        yield batch


def windows(seq, n):
    it = iter(seq)
    window = tuple(islice(it, n))
    if len(window) == n:
        yield window
    for x in it:
        window = window[1:] + (x,)
        yield window


def pairwise(seq):
    it = iter(seq)
    prev = next(it, None)
    for x in it:
        yield prev, x
        prev = x


print(list(chunked(range(10), 3)))
print(list(chunked("abcd", 2)), list(chunked([], 4)))
print(list(windows([1, 2, 3, 4, 5], 3)), list(windows([1], 3)))
print(list(pairwise("abcd")), list(pairwise("")))
diffs = [b - a for a, b in pairwise([1, 4, 9, 16, 25])]
print(diffs)
try:
    list(chunked([1, 2], 0))
except ValueError as e:
    print(type(e).__name__, e)
g = chunked([1, 2], 0)
print("lazy: no error yet", type(g).__name__)
