# expect: error RecursionError | memory
g = iter([1])
for _ in range(10**5):
    g = (y for y in g)
print(next(g))
