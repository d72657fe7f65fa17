# expect: error AttributeError
g = getattr
print('SANDBOX-ESCAPE', g(1, '__class__'))
