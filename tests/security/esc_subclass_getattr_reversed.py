# expect: error AttributeError
name = ''.join(reversed('__sesab__'))
print('SANDBOX-ESCAPE', getattr(int, name))
