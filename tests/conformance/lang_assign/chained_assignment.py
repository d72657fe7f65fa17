a = b = c = 0
print(a, b, c)
a += 1
print(a, b, c)
x = y = []
x.append("shared")
print(x, y, x is y)
total = count = None
print(total, count)
first = second = "same"
print(first is second)
row = col = (0, 0)
print(row, col)
i = j = k = len("abc")
print(i + j + k)
p, q = r = 1, 2
print(p, q, r)
