# expect: budget
# A native builtin draining an endless iterator must be charged per element.
print(1 in iter(int, 1))
