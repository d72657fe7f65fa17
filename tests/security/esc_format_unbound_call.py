# expect: error AttributeError
print('SANDBOX-ESCAPE', str.format('{0.__class__}', 1))
