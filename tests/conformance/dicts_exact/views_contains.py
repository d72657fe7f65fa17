d = {'a': 1, 'b': [2], (1, 2): None}
print('a' in d.keys(), 'z' in d.keys(), (1, 2) in d.keys())
print(('a', 1) in d.items(), ('a', 2) in d.items(), ('b', [2]) in d.items())
print(('a',) in d.items(), 'a' in d.items(), ((1, 2), None) in d.items())
print(1 in d.values(), [2] in d.values(), None in d.values(), 3 in d.values())
print('a' not in d.keys(), ('zz', 1) not in d.items())
try:
    [] in d.keys()
except TypeError as e:
    print(e)
try:
    ([], 1) in d.items()
except TypeError as e:
    print(e)
