# expect: error AttributeError
print('SANDBOX-ESCAPE', '{.__class__.__mro__}'.format(1))
