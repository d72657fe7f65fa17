# expect: budget | memory
# A native builtin draining an endless iterator must be charged per element.
print(''.join(iter(str, 'x')))
