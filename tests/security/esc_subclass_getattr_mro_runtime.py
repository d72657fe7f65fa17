# expect: error AttributeError
name = 'm' + 'r' + 'o'
print('SANDBOX-ESCAPE', getattr(type(1), name)())
