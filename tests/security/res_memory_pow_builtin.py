# expect: memory
x = pow(7, 10**10)
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
