a = [1, 2, 3]
b = a
c = a[:]
d = list(a)
e = a.copy()
a.append(4)
print(a, b, c, d, e)
print(a is b, a is c, a == b, c == d)
nested = [[1], [2]]
shallow = nested.copy()
shallow[0].append(99)
print(nested, shallow)
x = [1, 2]
y = x + [3]
x += [4]
print(x, y)
z = x * 2
print(z, [None] * 3)
