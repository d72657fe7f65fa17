a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
a[2:5] = ["a", "b", "c"]
print(a)
a[1:3] = []
print(a)
a[:0] = [-2, -1]
print(a)
a[len(a):] = [100]
print(a)
a[::2] = [0] * len(a[::2])
print(a)
b = [1, 2, 3]
b[1:2] = [20, 21, 22]
print(b)
b[:] = "xy"
print(b)
c = list(range(10))
c[::-3] = ["p", "q", "r", "s"]
print(c)
