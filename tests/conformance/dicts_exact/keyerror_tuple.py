d = {(1, 2): 'a'}
print(d[(1, 2)])
try:
    d[(2, 1)]
except KeyError as e:
    print(e, e.args)
try:
    d[3]
except KeyError as e:
    print(e)
d[(3, 4)]
