# expect: error RecursionError
d = {}
for i in range(10**5):
    d = {'a': d}
repr(d)
