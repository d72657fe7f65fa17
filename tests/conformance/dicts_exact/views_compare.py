d = {1: 'a', 2: 'b'}
e = {2: 'x', 1: 'y'}
print(d.keys() == e.keys(), d.keys() == {1, 2}, d.keys() == {1, 2, 3})
print(d.keys() != {1}, d.keys() < {1, 2, 3}, d.keys() <= {1, 2}, d.keys() > {1}, d.keys() >= {1, 2, 3})
print(d.items() == {(1, 'a'), (2, 'b')}, d.items() == e.items())
print(d.keys() == [1, 2], d.values() == d.values())
v = d.values()
print(v == v)
print({1, 2} == d.keys(), frozenset([1, 2]) == d.keys())
print(d.items() <= d.items(), d.items() < d.items())
print(d.keys().isdisjoint([3, 4]), d.keys().isdisjoint({2}), d.items().isdisjoint([(1, 'a')]))
print({}.keys().isdisjoint([]), d.keys().isdisjoint(d.keys()))
