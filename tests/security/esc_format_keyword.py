# expect: error AttributeError
print('SANDBOX-ESCAPE', '{x.__class__}'.format(x=1))
