# expect: error AttributeError
print('SANDBOX-ESCAPE', '{0.__class__!r:>40}'.format(1))
