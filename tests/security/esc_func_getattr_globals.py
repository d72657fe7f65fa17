# expect: error AttributeError
def f():
    pass
g = getattr(f, '__glo' + 'bals__')
print('SANDBOX-ESCAPE', g)
