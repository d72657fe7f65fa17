d = {}
for i in range(8):
    d[i] = str(i)
print(d.popitem(), d.popitem())
d[100] = 'x'
print(d.popitem())
del d[3]
print(d.popitem(), d)
while d:
    k, v = d.popitem()
    print(k, v, end='; ')
print()
for i in range(5):
    d[i] = i
print(d)
