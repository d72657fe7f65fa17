# expect: memory
x = list(range(10**8))
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
