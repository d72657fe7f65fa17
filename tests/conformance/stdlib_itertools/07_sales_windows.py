# Month-over-month sales changes with pairwise, accumulate and batched-style chunks.
from itertools import pairwise, accumulate, islice, zip_longest, starmap
import operator

sales = [120, 135, 128, 160, 171, 158, 190]
for (m1, a), (m2, b) in pairwise(enumerate(sales, 1)):
    print(f"month {m1}->{m2}: {b - a:+d} ({(b - a) / a:+.1%})")
print(list(accumulate(sales)), list(accumulate(sales, max)), list(accumulate(sales, operator.mul, initial=1))[:4])
print(list(accumulate([], initial=0)), list(pairwise("ab")), list(pairwise("a")))


def chunks(it, n):
    it = iter(it)
    while chunk := tuple(islice(it, n)):
        yield chunk


print(list(chunks(range(10), 4)))
print(list(zip_longest("abc", [1, 2], fillvalue="-")))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])))
