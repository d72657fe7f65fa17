# expect: error AttributeError
def g():
    yield 1
fr = getattr(g(), 'gi_' + 'frame')
print('SANDBOX-ESCAPE', fr)
