class Pages:
    def __init__(self, items, size):
        self.items = items
        self.size = size
        self.page = 0

    def __iter__(self):
        return self

    def __next__(self):
        start = self.page * self.size
        if start >= len(self.items):
            raise StopIteration
        self.page += 1
        return self.page, self.items[start:start + self.size]


for number, chunk in Pages(list("abcdefg"), 3):
    print(number, chunk)
p = Pages([1, 2], 5)
print(next(p))
print(list(p))
