# expect: error RecursionError
# Hashing instances of a tuple subclass nested 150,000 deep recursed in C
# without a stack check (the plain-tuple path had one): a segfault.
class T(tuple):
    pass
s = ()
for i in range(150000):
    s = T((s,))
print('SANDBOX-ESCAPE', hash(s))
