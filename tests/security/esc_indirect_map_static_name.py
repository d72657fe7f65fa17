# expect: error AttributeError
r = list(map(getattr, [print], ['__self__']))
print('SANDBOX-ESCAPE', r)
