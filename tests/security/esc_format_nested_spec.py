# expect: error AttributeError
print('SANDBOX-ESCAPE', '{0:{1.__class__}}'.format(1, 2))
