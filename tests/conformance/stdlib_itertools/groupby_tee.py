from itertools import groupby, tee, dropwhile, takewhile, filterfalse

data = sorted(['apple', 'avocado', 'banana', 'blueberry', 'cherry', 'apricot'])
for k, g in groupby(data, key=lambda s: s[0]):
    print(k, list(g))
print([(k, len(list(g))) for k, g in groupby('aaabccddddd')])
print([k for k, _ in groupby([1, 1, 2, 2, 2, 1, 3])])
# run-length encoding
s = 'WWWWBBBWWCCCCCD'
enc = ''.join(f'{len(list(g))}{ch}' for ch, g in groupby(s))
print(enc)
# group objects after sorting
rows = [{'dept': 'eng', 'n': 'a'}, {'dept': 'ops', 'n': 'b'}, {'dept': 'eng', 'n': 'c'}]
rows.sort(key=lambda r: r['dept'])
print({k: [r['n'] for r in g] for k, g in groupby(rows, key=lambda r: r['dept'])})
# a group is invalidated when the outer iterator advances
groups = groupby('aabb')
k1, g1 = next(groups)
k2, g2 = next(groups)
print(k1, list(g1), k2, list(g2))
print(list(groupby([])))

a, b = tee([1, 2, 3, 4])
print(list(a), list(b))
x, y, z = tee(iter('abc'), 3)
print(next(x), next(x), next(y), list(z), list(x), list(y))
print(tee([1], 0))
nums = [1, 3, 5, 6, 7, 8]
print(list(dropwhile(lambda n: n % 2, nums)), list(takewhile(lambda n: n % 2, nums)))
print(list(filterfalse(lambda n: n % 2, nums)), list(filterfalse(None, [0, 1, '', 'a', None])))
