# expect: budget
# A native builtin draining an endless iterator must be charged per element.
print(dict.fromkeys(iter(int, 1)))
