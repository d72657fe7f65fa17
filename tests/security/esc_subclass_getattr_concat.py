# expect: error AttributeError
# The attribute name is built at run time, so only the runtime check can see it.
cls = getattr((), '__cl' + 'ass__')
print('SANDBOX-ESCAPE', cls)
