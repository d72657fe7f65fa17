d = {'a': 1, 'b': 2, 'c': 3}
print(list(reversed(d)))
print(list(reversed(d.keys())))
print(list(reversed(d.values())))
print(list(reversed(d.items())))
del d['b']
d['z'] = 26
print(list(reversed(d)))
print(list(reversed({})))
r = reversed(d)
print(next(r), next(r))
d.popitem()
print(list(reversed(d.items())))
it = reversed(d)
d['new'] = 1
try:
    next(it)
except RuntimeError as e:
    print(e)
