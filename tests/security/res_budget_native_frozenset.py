# expect: budget
# A native builtin draining an endless iterator must be charged per element.
print(frozenset(iter(int, 1)))
