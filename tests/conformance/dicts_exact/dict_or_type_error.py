d = {'a': 1}
print(d | {'b': 2})
print(d | [('b', 2)])
