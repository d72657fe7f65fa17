f = frozenset([3, 1, 2, 1])
print(f, len(f), 2 in f, 5 in f)
print(frozenset(), repr(frozenset()), str(frozenset([7])))
d = {frozenset({1, 2}): 'a', frozenset(): 'empty'}
print(d[frozenset([2, 1])], d[frozenset()])
s = {frozenset({1}), frozenset({1}), frozenset({2})}
print(len(s))
print(frozenset(f) is f, f.copy() is f)
g = frozenset(range(5))
print(g.union([10]), g.intersection([1, 2]), g.difference([0]), g.symmetric_difference([4, 5]))
print(type(g.union()).__name__, type(g | {1}).__name__, type({1} | g).__name__)
print(f == {1, 2, 3}, hash(f) == hash(frozenset({1, 2, 3})))
try:
    f.add(4)
except AttributeError as e:
    print(e)
