# expect: memory
x = 'a'.center(10**10, '*')
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
