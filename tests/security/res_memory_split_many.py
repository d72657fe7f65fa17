# expect: memory
x = ('a ' * 10**7).split()
print('SANDBOX-ESCAPE: allocated', len(str(type(x))))
