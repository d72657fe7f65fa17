d = {}
try:
    d[[1, 2]] = 3
except TypeError as e:
    print(e)
try:
    d[{}] = 1
except TypeError as e:
    print(e)
try:
    {1, 2} in d
except TypeError as e:
    print(e)
print([1] in d.values())
d[(1, [2])] = 0
