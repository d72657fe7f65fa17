# expect: memory
x = ('\t' * 1000).expandtabs(10**6)
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
