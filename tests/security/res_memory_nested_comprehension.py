# expect: memory
x = [[0] * 10**4 for _ in range(10**4)]
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
