d = {i: str(i) for i in range(6)}
it = iter(d)
print(next(it))
d[2] = 'changed'
print(next(it), next(it))
try:
    d.pop(0)
    next(it)
except RuntimeError as e:
    print('caught', e)
for k, v in list(d.items()):
    if k > 2:
        d.pop(k)
print(d)
it = iter(d.values())
d.popitem()
next(it)
