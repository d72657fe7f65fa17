# expect: error AttributeError
class A:
    pass
print('SANDBOX-ESCAPE', getattr(A(), '__di' + 'ct__'))
