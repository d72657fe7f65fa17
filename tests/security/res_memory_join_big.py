# expect: memory
x = 'x'.join(['a' * 10**6] * 100)
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
