d = {'a': 1, 'b': 2}
del d['a']
print(d)
try:
    del d['a']
except KeyError as e:
    print('KeyError', e)
print('b' in d)
del d['nope']
