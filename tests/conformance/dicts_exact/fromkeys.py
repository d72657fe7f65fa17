print(dict.fromkeys(['a', 'b'], 0))
print({}.fromkeys(['x', 'y']))
print(dict.fromkeys(range(5), 'v'))
print(dict.fromkeys('hello'))
shared = dict.fromkeys(['p', 'q'], [])
shared['p'].append(1)
print(shared)
print(dict.fromkeys({'k1': 1, 'k2': 2}, True))
print(dict.fromkeys([]))
print(dict.fromkeys((3, 1, 3, 2, 1)))

class D(dict):
    pass

x = D.fromkeys([1, 2], 'z')
print(type(x).__name__, x)
