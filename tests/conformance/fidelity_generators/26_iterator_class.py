# Hand-written iterator classes vs generator functions.
class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1


class Range2:
    """Re-iterable: __iter__ returns a fresh generator each time."""

    def __init__(self, n):
        self.n = n

    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1


c = Countdown(3)
print(list(c), list(c))
r = Range2(3)
print(list(r), list(r), [x * y for x in r for y in r])
it = iter(Countdown(2))
print(next(it), next(it), next(it, "done"))


class BadIter:
    def __iter__(self):
        return 42


try:
    iter(BadIter())
except TypeError as e:
    print(type(e).__name__, e)
try:
    for x in BadIter():
        pass
except TypeError as e:
    print(type(e).__name__, e)


class NoNext:
    def __iter__(self):
        return self


try:
    list(NoNext())
except TypeError as e:
    print(type(e).__name__, e)
