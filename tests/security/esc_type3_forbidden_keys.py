# expect: ok | error TypeError | error AttributeError
# Planting introspection names in the class dict gives nothing back.
X = type('X', (), {'__class__': 5, '__dict__': 6, '__subclasses__': 7, 'mro': 8})
x = X()
try:
    v = getattr(x, '__cl' + 'ass__')
    print('SANDBOX-ESCAPE', v)
except AttributeError:
    print('refused')
