# expect: memory
x = 10**10**10
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
