# expect: error AttributeError
u = chr(95) * 2
name = u + 'subclasses' + u
print('SANDBOX-ESCAPE', getattr(object, name)())
