# expect: error AttributeError
class A:
    pass
a = A()
setattr(a, '__cl' + 'ass__', int)
print('SANDBOX-ESCAPE')
