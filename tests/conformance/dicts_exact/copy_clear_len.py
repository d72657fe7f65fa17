d = {'a': [1], 'b': 2}
c = d.copy()
c['a'].append(99)
c['b'] = 3
c['new'] = 4
print(d, c)
print(len(d), len(c), bool(d), bool({}))
c.clear()
print(c, len(c), bool(c))
c['again'] = 1
print(c)
del d['a']
e = d.copy()
e['z'] = 0
print(d, e, list(e))
print(d.clear(), d)
