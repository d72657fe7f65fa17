class D(dict):
    def total(self):
        return sum(self.values())

d = D(a=1, b=2)
print(d, type(d).__name__, isinstance(d, dict), len(d))
d['c'] = 3
print(d.total(), d.keys(), 'c' in d)
print(d == {'a': 1, 'b': 2, 'c': 3}, dict(d))
print(sorted(d.items()))

class Counter2(dict):
    def __init__(self, items):
        super().__init__()
        for x in items:
            self[x] = self.get(x, 0) + 1

c = Counter2('abracadabra')
print(c, len(c))
print({**c})
try:
    hash(d)
except TypeError as e:
    print(e)
