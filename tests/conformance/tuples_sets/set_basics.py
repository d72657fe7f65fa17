s = set()
print(s, len(s))
for n in [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    s.add(n)
print(s, len(s))
print(4 in s, 7 in s, 7 not in s)
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b)
print(len(a | b), len(a & b))
print(set([2, 2, 1]), set(range(5)))
print({1, 2} == {2, 1}, sorted({5, 3, 8}))
