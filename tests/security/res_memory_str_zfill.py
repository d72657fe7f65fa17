# expect: memory
x = '1'.zfill(10**10)
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
