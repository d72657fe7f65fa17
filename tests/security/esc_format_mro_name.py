# expect: error AttributeError
print('SANDBOX-ESCAPE', '{0.mro}'.format(int))
