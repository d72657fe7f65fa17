# Checking file names and words against several prefixes and suffixes.
names = ['report.csv', 'données.json', 'été_2024.txt', 'README', '.hidden', 'naïve.py', '']
exts = ('.csv', '.json', '.txt')
for n in names:
    print(repr(n), n.endswith(exts), n.startswith(('é', 'do', '.')), n.endswith(('py', 'ME'), 2), n.startswith(('', 'x')))
w = 'ééabcéé'
for start, end in [(0, 7), (2, 5), (-5, -2), (3, 100), (5, 2), (7, 7), (8, 9), (-100, 3)]:
    print(start, end, w.startswith(('ab', 'éa', 'c'), start, end), w.endswith(('bc', 'cé', 'é', ''), start, end),
          w.startswith('', start, end), w.endswith(('éé',), start, end))
print('abc'.startswith(()), 'abc'.endswith(()), ''.startswith(('',)), ''.endswith('', 1))
try:
    'abc'.startswith(('a', 1))
    print('abc'.startswith(('x', 1)))
except TypeError as e:
    print('TypeError:', e)
try:
    'abc'.endswith(['c'])
except TypeError as e:
    print('TypeError:', e)
