d = {'a': 1, 'b': [2, 3], 'c': None}
print(d.keys())
print(d.values())
print(d.items())
print(len(d.keys()), len(d.values()), len(d.items()))
print({}.keys(), {}.values(), {}.items())
print(repr({1: 'x'}.items()))
print(str({(1, 2): 3.5}.keys()))
print(type(d.keys()).__name__, type(d.values()).__name__, type(d.items()).__name__)
