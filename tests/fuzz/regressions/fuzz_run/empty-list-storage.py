# Concatenation, slice assignment and starred unpacking of empty lists (no item storage yet).
a, b = [], []
print(a + b, a + [1], [1] + b)
a[0:0] = []
b[0:0] = [1, 2]
a[:] = ()
print(a, b, sum([[], []], []))
*c, = []
[*d] = a
print(c, d)
