# expect: memory
x = (0,) * 10**9
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
