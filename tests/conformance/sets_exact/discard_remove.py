s = set(range(10))
s.discard(3)
s.discard(100)
s.remove(7)
print(s)
s.add(3)
s.add(17)
print(s)
try:
    s.remove(42)
except KeyError as e:
    print('KeyError', e)
s.discard(frozenset())
try:
    s.remove(frozenset([1, 2]))
except KeyError as e:
    print('KeyError', e)
print(s)
