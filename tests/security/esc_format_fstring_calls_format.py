# expect: error AttributeError
print('SANDBOX-ESCAPE', f"{'{0.__class__}'.format(1)}")
