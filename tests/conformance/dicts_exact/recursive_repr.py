d = {'name': 'root'}
d['self'] = d
print(d)
l = [d]
print(l)
a = {}
b = {'a': a}
a['b'] = b
print(a)
print(b)
print(str(d) == repr(d))
