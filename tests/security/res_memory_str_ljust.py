# expect: memory
x = 'a'.ljust(10**10)
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
