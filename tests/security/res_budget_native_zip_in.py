# expect: budget | memory
# A native builtin draining an endless iterator must be charged per element.
print(1 in zip(iter(int, 1), iter(int, 1)))
