# expect: memory
x = ('a' * 10**6).replace('', 'b' * 100)
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
