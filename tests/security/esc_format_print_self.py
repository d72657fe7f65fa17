# expect: error AttributeError
print('SANDBOX-ESCAPE', '{0.__self__}'.format(print))
