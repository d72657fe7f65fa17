# expect: budget
# A native builtin draining an endless iterator must be charged per element.
print(any(map(len, iter(str, 'x'))))
