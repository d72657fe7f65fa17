# expect: error RecursionError
# Hashing instances of a tuple subclass nested a million deep recursed in C
# without a stack check (the plain-tuple path had one): a segfault.
class T(tuple):
    pass
s = ()
for i in range(1000000):
    s = T((s,))
print('SANDBOX-ESCAPE', hash(s))
