print(hash(1) == hash(1.0) == hash(True))
print({1: 'a', 1.0: 'b', True: 'c'})
print({True: 'x', 1: 'y'})
print({0: 'x', False: 'y', 0.0: 'z'})
d = {1.0: 'float'}
d[1] = 'int'
print(d, type(list(d)[0]).__name__)
print(d[True], 1 in d, 1.0 in d, True in d)
d = {2: 'two'}
print(d.get(2.0), d.get(2.5))
print({-1: 'a', -2: 'b'}, hash(-1), hash(-2))
