d = {'a': 1, None: 'none', (1, 2): 'tuple'}
print(d.get('a'), d.get('b'), d.get('b', 0), d.get(None), d.get((1, 2)))
print(d.get(0, []))
counts = {}
for c in "mississippi":
    counts[c] = counts.get(c, 0) + 1
print(counts)
try:
    d.get()
except TypeError as e:
    print(e)
