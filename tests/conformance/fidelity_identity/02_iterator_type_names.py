# Iterator objects carry CPython's type names.
import itertools
import re

def show(obj):
    print(type(obj).__name__)

show(iter([]))
show(iter(()))
show(iter('abc'))
show(iter('héllo'))
show(iter({}))
show(iter({}.keys()))
show(iter({}.values()))
show(iter({}.items()))
show(iter(set()))
show(iter(frozenset()))
show(iter(range(3)))
show(reversed([1, 2]))
show(reversed((1, 2)))
show(reversed(range(3)))
show(reversed('ab'))
show(reversed({1: 2}))
show(iter(b'ab'))
show(iter(bytearray(b'ab')))
show(enumerate([]))
show(zip())
show(map(str, []))
show(filter(None, []))
show(iter(int, 1))
show(x for x in [])
show(itertools.count())
show(re.finditer('a', 'banana'))
print(type(iter([])), type(enumerate([])), type(zip()))
print(type(itertools.count()), type(iter(range(2))))

counter = iter([1, 2, 3])
try:
    len(counter)
except TypeError as e:
    print(e)
try:
    counter[0]
except TypeError as e:
    print(e)
try:
    len(x for x in 'ab')
except TypeError as e:
    print(e)
print(next(counter), list(counter))
iter({'a': 1}.items())[0]
