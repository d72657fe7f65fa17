d = {}
print(d.setdefault('a', []))
d.setdefault('a', []).append(1)
d.setdefault('b', []).append(2)
d.setdefault('a', []).append(3)
print(d)
print(d.setdefault('c'))
print(d)
groups = {}
for w in "apple bob avocado banana cherry".split():
    groups.setdefault(w[0], []).append(w)
print(groups)
