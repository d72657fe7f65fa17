# expect: error RecursionError | memory
x = iter([1])
for _ in range(10**5):
    x = zip(x)
print(next(x) is not None)
