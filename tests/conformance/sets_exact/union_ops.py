a = {1, 2, 3, 40}
b = {3, 4, 5, 33}
print(a | b)
print(b | a)
print(a.union(b))
print(a.union([9, 8, 7], (100,), range(3)))
print(a.union())
print(a | set())
print(set() | b)
print(a.union(a))
print({1, 2} | frozenset([2, 3]))
print(frozenset([2, 3]) | {1, 2})
big = set(range(0, 100, 7))
print(big | {5, 10, 1000})
