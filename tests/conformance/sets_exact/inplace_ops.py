s = {1, 2, 3}
t = s
s |= {4, 5}
print(s, s is t)
s &= {1, 2, 5, 9}
print(s, s is t)
s -= {1}
print(s, s is t)
s ^= {5, 6, 7}
print(s, s is t)
f = frozenset({1, 2})
g = f
f |= {3}
print(f, f is g, g)
u = set(range(30))
u -= set(range(0, 30, 2))
print(u)
u &= set(range(10, 100))
print(u)
try:
    s |= [1]
except TypeError as e:
    print(e)
