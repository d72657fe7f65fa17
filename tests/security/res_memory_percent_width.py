# expect: memory
x = '%*d' % (10**9, 1)
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
