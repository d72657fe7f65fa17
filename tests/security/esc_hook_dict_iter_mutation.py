# expect: error RuntimeError
d = {i: i for i in range(10)}
for k in d:
    d[k + 1000] = 1
