d = {}
for k in ["b", "a", "c", "e", "d"]:
    d[k] = len(d)
print(d)
del d["a"]
print(d)
d["a"] = 99
print(d)
d["b"] = -1
print(d)
del d["c"], d["e"]
d["c"] = 3
print(list(d), list(d.values()))
for i in range(20):
    d[i] = i * i
for i in range(0, 20, 3):
    del d[i]
print(d)
d[0] = "zero"
print(list(d)[-3:])
