# expect: error AttributeError
print('SANDBOX-ESCAPE', '{x.__class__}'.format_map({'x': 1}))
