# expect: error RecursionError | memory
# 100k nested map() iterators: next() recurses through all of them.
x = iter([1])
for _ in range(10**5):
    x = map(abs, x)
print(list(x))
