# expect: ok
# stdout: [[...]] {'a': {...}} [1, [...]]
l = []
l.append(l)
d = {}
d['a'] = d
m = [1]
m.append(m)
print(l, d, m)
