d = {}
for k in [5, -3, 100, 2**40, 0, -2**63, 7, 1000000]:
    d[k] = k % 7
print(d)
for k in [100, 0]:
    del d[k]
d[100] = 'back'
d[3] = 'three'
print(d)
print(list(d.keys()))
print(sorted(d, key=lambda k: abs(k))[:4])
big = {i * 7919 % 1000: i for i in range(1000)}
print(list(big)[:10], len(big))
