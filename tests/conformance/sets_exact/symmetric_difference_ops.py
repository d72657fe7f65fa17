a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a ^ b, b ^ a)
print(a.symmetric_difference(b))
print(a.symmetric_difference([4, 5, 5, 99]))
print(a ^ a, a ^ set())
print(a.symmetric_difference({10: 1, 1: 2}))
print(set(range(20)) ^ set(range(10, 30)))
print(frozenset({1, 2}) ^ {2, 3})
