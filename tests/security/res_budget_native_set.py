# expect: budget
# A native builtin draining an endless iterator must be charged per element.
print(set(iter(int, 1)))
