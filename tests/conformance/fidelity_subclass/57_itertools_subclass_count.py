# count, repeat and groupby subclasses.
from itertools import count, repeat, groupby

class Ids(count):
    def __new__(cls, start=1, step=1):
        return super().__new__(cls, start, step)

    def __next__(self):
        return f"id-{super().__next__():04d}"

ids = Ids()
print(next(ids), next(ids), repr(ids))
print(repr(Ids(10, 5)))

class Blank(repeat):
    pass

print(list(Blank("-", 3)), repr(Blank(0, 2)))

class Runs(groupby):
    def __next__(self):
        key, group = super().__next__()
        return key, len(list(group))

print(list(Runs("aaabccdddd")))
print(list(Runs([1, 1, 2, 3, 3], key=lambda n: n % 2)))
