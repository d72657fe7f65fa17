# expect: memory
x = [[0] * 1000] * 10**6; y = [list(r) for r in x]
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
