import copy

orig = {'name': 'cfg', 'tags': ['a', 'b'], 'limits': {'cpu': 2, 'mem': [1, 2]}, 'pair': (1, [2])}
shallow = copy.copy(orig)
deep = copy.deepcopy(orig)
orig['tags'].append('c')
orig['limits']['cpu'] = 8
orig['pair'][1].append(3)
print(shallow)
print(deep)
print(shallow['tags'] is orig['tags'], deep['tags'] is orig['tags'], deep == orig)

grid = [[0] * 3 for _ in range(2)]
g2 = copy.deepcopy(grid)
g2[0][0] = 1
print(grid, g2)
t = (1, 2, (3, 4))
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2])) == (1, [2]))
s = {1, 2, 3}
fs = frozenset([1, 2])
print(copy.copy(s) == s, copy.copy(s) is s, copy.deepcopy(fs) == fs)
for v in [None, True, 42, 3.5, 'text', b'raw', len]:
    print(copy.copy(v) is v, copy.deepcopy(v) is v)

# shared references and cycles
shared = [1, 2]
both = [shared, shared]
cp = copy.deepcopy(both)
print(cp[0] is cp[1], cp[0] is shared)
cyc = [1]
cyc.append(cyc)
c2 = copy.deepcopy(cyc)
print(c2[1] is c2, c2[0], c2 is cyc)
d = {'self': None}
d['self'] = d
d2 = copy.deepcopy(d)
print(d2['self'] is d2)
ba = bytearray(b'xy')
print(copy.copy(ba), copy.deepcopy(ba) is ba)
