# expect: error AttributeError
def f():
    pass
print('SANDBOX-ESCAPE', getattr(f, '__co' + 'de__'))
