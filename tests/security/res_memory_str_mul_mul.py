# expect: memory
x = 'ab' * 10**5 * 10**5
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
