d = {'a': 1, 'b': 2, 'c': 3}
print(d.pop('b'))
print(d)
print(d.pop('zz', 'dflt'))
print(d.pop('zz', None))
try:
    d.pop('zz')
except KeyError as e:
    print('KeyError', e)
print(d.pop('a'), d)
d['b'] = 22
print(d)
d.pop(1)
