# expect: budget
# A native builtin draining an endless iterator must be charged per element.
print(all(iter(lambda: 1, 0)))
