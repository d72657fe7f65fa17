# expect: memory
x = 2**(10**10)
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
