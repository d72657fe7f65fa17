# expect: budget | memory
# A native builtin draining an endless iterator must be charged per element.
print((0, 1) in enumerate(iter(int, 1)))
