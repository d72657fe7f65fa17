# chain and islice subclasses.
from itertools import chain, islice, count

class Flatten(chain):
    def __init__(self, *parts):
        self.parts = len(parts)

    def __next__(self):
        return str(super().__next__())

f = Flatten([1, 2], (3,), range(4, 6))
print(f.parts, list(f), isinstance(f, chain))
g = Flatten.from_iterable([[7], [8, 9]])
print(type(g).__name__, list(g))

class Page(islice):
    def __new__(cls, iterable, page, size=3):
        self = super().__new__(cls, iterable, page * size, (page + 1) * size)
        self.page = page
        return self

items = [f"row{i}" for i in range(10)]
for n in range(4):
    p = Page(items, n)
    print(p.page, list(p))
print(list(Page(count(), 2, size=2)))
