a = {1, 2, 3, 4, 5, 16, 32}
b = {4, 5, 6, 7, 32}
print(a & b, b & a)
print(a.intersection(b))
print(a.intersection([5, 4, 3, 99]))
print(a.intersection([1, 2], [2, 3], (2, 1)))
print(a.intersection())
print(a & set())
print(set(range(100)) & {99, 50, 200, -1})
print({-1, -2, 64} & set(range(-10, 100)))
print(a.intersection(range(10)))
print(frozenset(a) & b, type(frozenset(a) & b).__name__)
