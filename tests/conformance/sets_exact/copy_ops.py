s = {1, 2, 3}
c = s.copy()
c.add(4)
s.discard(1)
print(s, c)
t = set(range(10))
for i in range(0, 10, 2):
    t.discard(i)
print(t.copy(), set(t), t)
big = set(range(0, 200, 3))
print(big.copy() == big, list(big.copy())[:8], list(big)[:8])
