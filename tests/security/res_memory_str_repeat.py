# expect: memory
x = 'a' * 10**10
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
