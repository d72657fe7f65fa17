print(list(range(5)), list(range(2, 8)), list(range(0, 20, 5)))
print(list(range(10, 0, -1)), list(range(10, 0, -3)), list(range(-5, 5, 2)))
print(list(range(5, 5)), list(range(5, 0)), list(range(0, -10, -4)))
r = range(3, 30, 4)
print(r, len(r), r[2], r[-1], 15 in r, 16 in r)
print(sum(range(101)), max(range(7)), min(range(3, 9)))
total = 0
for i in range(100, 0, -7):
    total += i
print(total)
print(range(0, 10, 2)[1:3], list(range(10)[::-2]))
