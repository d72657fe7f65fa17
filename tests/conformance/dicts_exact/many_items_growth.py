d = {}
for i in range(10000):
    d[i] = i
for i in range(0, 10000, 2):
    del d[i]
print(len(d), sum(d), list(d)[:5], list(d)[-3:])
for i in range(0, 100, 2):
    d[i] = -i
print(len(d), list(d)[-3:])
for k in list(d):
    if k > 50:
        del d[k]
print(d)
s = {}
for i in range(1000):
    s[str(i)] = i
    if i % 3 == 0:
        del s[str(i)]
print(len(s), list(s)[:6])
