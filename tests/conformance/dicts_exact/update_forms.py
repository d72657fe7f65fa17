d = {'a': 1}
d.update({'b': 2})
print(d)
d.update([('c', 3), ('a', 10)])
print(d)
d.update(x=7, y=8)
print(d)
d.update({'z': 0}, a=-1)
print(d)
d.update((k, v) for k, v in [('g', 1), ('h', 2)])
print(d)
d.update(['pq', 'rs'])
print(d)
d.update([['list', 'pair']])
print(d)
d.update()
print(len(d))

class Mapping:
    def keys(self):
        return ['m1', 'm2']
    def __getitem__(self, k):
        return k.upper()

d.update(Mapping())
print(d)
e = {}
e.update(d.items())
print(e == d, list(e) == list(d))
