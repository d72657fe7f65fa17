# expect: error AttributeError
def outer():
    x = 1
    return lambda: x
print('SANDBOX-ESCAPE', getattr(outer(), '__clo' + 'sure__'))
