# expect: error AttributeError
fs = {'g': getattr}
print('SANDBOX-ESCAPE', fs['g'](print, '__self__'))
