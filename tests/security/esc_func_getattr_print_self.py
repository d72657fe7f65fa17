# expect: error AttributeError
b = getattr(print, '__se' + 'lf__')
print('SANDBOX-ESCAPE', b)
