# A class with only __getitem__ is iterable through the old sequence protocol.
class Squares:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i


sq = Squares(5)
print(list(sq), 9 in sq, 10 in sq, sum(sq), sorted(sq, reverse=True))
it = iter(sq)
print(next(it), next(it), type(it).__name__)
a, b, *rest = Squares(4)
print(a, b, rest)
try:
    len(sq)
except TypeError as e:
    print(type(e).__name__, e)
try:
    reversed(sq)
except TypeError as e:
    print(type(e).__name__, e)


class NoIter:
    pass


try:
    iter(NoIter())
except TypeError as e:
    print(type(e).__name__, e)
try:
    for x in 5:
        pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a" in 5
except TypeError as e:
    print(type(e).__name__, e)
