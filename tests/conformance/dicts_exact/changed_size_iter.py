d = {i: i for i in range(5)}
for k in list(d):
    if k % 2:
        del d[k]
print(d)
for k in d:
    d[k] = k * 10
print(d)
try:
    for k in d:
        d[k + 100] = 0
except RuntimeError as e:
    print("caught:", e)
for k in d:
    del d[k]
