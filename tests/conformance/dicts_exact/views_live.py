d = {'a': 1}
k, v, i = d.keys(), d.values(), d.items()
d['b'] = 2
print(k, v, i)
del d['a']
print(list(k), list(v), list(i))
d.clear()
print(len(k), bool(k), bool(i))
d.update(x=1, y=2)
print(sorted(k), sum(v))
for key, val in i:
    print(key, val)
