# expect: memory
x = b'ab' * 10**10
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
