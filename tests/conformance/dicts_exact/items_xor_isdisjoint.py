a = {1: 'a', 2: 'b', 3: 'c'}
b = {2: 'b', 3: 'X', 4: 'd'}
print(sorted(a.items() ^ b.items()))
print(sorted(b.items() ^ a.items()))
print(a.items() ^ a.items())
print(a.keys().isdisjoint(b.keys()), a.keys().isdisjoint({9, 8}))
print(a.items().isdisjoint(b.items()), a.items().isdisjoint({(3, 'X')}))
print(sorted(a.items() ^ [(1, 'a'), (5, 'e')]))
