first, *rest = [10, 20, 30, 40]
print(first, rest)
*init, last = "hello"
print(init, last)
head, *middle, tail = range(6)
print(head, middle, tail)
a, *empty, b = (1, 2)
print(a, empty, b)
cmd, *args = "git commit -m fix".split()
print(cmd, args)
*_, final = [3, 1, 4, 1, 5]
print(final)
(x, *ys), z = [1, 2, 3], 4
print(x, ys, z)
scores = [88, 92, 75, 60, 99]
best, *others = sorted(scores, reverse=True)
print(best, sum(others) / len(others))
