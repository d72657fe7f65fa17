r = range(2, 20, 3)
print(r, list(r), len(r))
print(r[0], r[-1], r[2:4], r[::-1], list(r[::2]))
print(8 in r, 9 in r, r.index(11), r.count(14), r.count(15))
print(range(5) == range(0, 5), range(0) == range(3, 3), range(1, 5, 2) == range(1, 6, 2))
print(list(reversed(range(4))), sorted(range(5), reverse=True))
print(range(10)[-3:], list(range(10)[-3:]), range(-5, 5, 2)[1])
print(sum(range(0, 1000, 7)), max(range(-3, 4)), min(range(10, 0, -2)))
batches = []
items = list("abcdefghij")
for start in range(0, len(items), 4):
    batches.append("".join(items[start:start + 4]))
print(batches)
for i in range(len(items) - 1, -1, -3):
    print(i, items[i], end="; ")
print()
print(list(range(3)) * 2, tuple(range(3)), [i * i for i in range(1, 6)])
big = range(0, 10 ** 18, 10 ** 15)
print(len(big), big[500], 10 ** 17 in big, 10 ** 17 + 1 in big)
