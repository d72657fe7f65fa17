# expect: error AttributeError
f = '{0.__class__}'.format
print('SANDBOX-ESCAPE', f(1))
