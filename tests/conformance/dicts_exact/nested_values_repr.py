d = {'f': 1.5, 'g': 1e100, 'n': None, 't': True, 'l': [1, 'two', 3.0], 'tu': (1,), 'e': {}, 's': "it's", 'q': 'say "hi"'}
print(d)
print({1: {2: {3: {}}}})
print({'set': {1, 2, 3}, 'fs': frozenset({4}), 'empty': set()})
print({'x': -0.0, 'y': float('inf'), 'z': -float('inf')})
print(str({'a': 'b'}), repr({'a': 'b'}))
