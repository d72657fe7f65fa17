# expect: error AttributeError
print('SANDBOX-ESCAPE', max([1], key=lambda x: getattr(x, '__class__')))
