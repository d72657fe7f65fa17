s = set(range(16))
for i in range(0, 16, 2):
    s.discard(i)
print(s)
for i in [32, 2, 48, 18, 64]:
    s.add(i)
print(s)
s = {1, 9, 17, 25}
s.discard(9)
s.add(33)
print(s)
s.discard(1)
s.add(41)
s.add(1)
print(s)
t = set(range(100))
t.difference_update(range(60))
t.update([1, 2, 3, 1000, 64])
print(t)
