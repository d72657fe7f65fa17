d = {'a': 1, 'b': 2}
print(d.popitem())
print(d.popitem())
try:
    d.popitem()
except KeyError as e:
    print("caught", e)
d.popitem()
