s = {5, 3, 9, 1, 100, -7, 64, 12}
out = []
while s:
    out.append(s.pop())
print(out)
s = set(range(0, 50, 5))
print(s.pop(), s.pop(), s)
s.add(0)
s.add(1000)
print(s.pop(), s.pop(), s)
t = {1, 9, 17}
t.discard(1)
print(t.pop(), t)
