# expect: error TypeError
def g():
    yield 1
GenType = type(g())
print('SANDBOX-ESCAPE', GenType())
