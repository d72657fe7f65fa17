# expect: error AttributeError
ga = getattr(object, '__get' + 'attribute__')
print('SANDBOX-ESCAPE', ga(1, '__class__'))
