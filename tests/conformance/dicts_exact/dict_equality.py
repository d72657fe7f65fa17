print({'a': 1, 'b': 2} == {'b': 2, 'a': 1})
print({'a': 1} == {'a': 1.0}, {'a': 1} == {'a': True}, {1: 'x'} == {1.0: 'x'})
print({'a': 1} != {'a': 2}, {'a': 1} == {'a': 1, 'b': 2})
print({'a': [1, {'b': (2, 3)}]} == {'a': [1, {'b': (2, 3)}]})
print({} == {}, {} == [], {} != set())
nan = float('nan')
d = {'x': nan}
print(d == d, d == {'x': float('nan')})
try:
    {1: 2} < {1: 3}
except TypeError as e:
    print(e)
