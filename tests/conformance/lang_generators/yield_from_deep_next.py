# An iterator behind `yield from` whose __next__ recurses deeply.
def rec(n):
    return 0 if n == 0 else rec(n - 1) + 1

class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration(self.n)
        return rec(300) + self.n

def gen():
    r = yield from It()
    yield ('done', r)

print(list(gen()))
