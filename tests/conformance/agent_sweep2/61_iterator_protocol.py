class Countdown:
    def __init__(self, start):
        self.n = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)), sum(Countdown(4)), 2 in Countdown(5))
class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 2
r = Range2(7)
print(list(r), list(r), [x * 10 for x in r], tuple(r), set(r) == {0, 2, 4, 6})
it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "default"))
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * i
print(list(Seq()), 4 in Seq(), list(reversed([1, 2, 3])), list(enumerate(Seq())))
class NotIter:
    pass
try:
    for _ in NotIter():
        pass
except TypeError as e:
    print(e)
class BadIter:
    def __iter__(self):
        return 5
try:
    iter(BadIter())
except TypeError as e:
    print(e)
it = iter(Countdown(1))
print(next(it))
next(it)
