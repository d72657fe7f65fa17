# expect: error AttributeError
print('SANDBOX-ESCAPE', '{0[0].__class__}'.format([1]))
