# expect: error AttributeError
try:
    1 / 0
except Exception as e:
    tb = getattr(e, '__trace' + 'back__')
    print('SANDBOX-ESCAPE', tb)
