x = y = z = 10
print(x, y, z)
a, b = c = (1, 2)
print(a, b, c)
first = second = [1, 2, 3]
second.append(4)
print(first)
p, q = r = [1, 2, 3]
print("unreachable")
