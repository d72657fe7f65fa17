# expect: error AttributeError
# object.__setattr__ is setattr by another name: it must refuse the same names.
class A:
    pass
a = A()
object.__setattr__(a, '__cl' + 'ass__', int)
print('SANDBOX-ESCAPE', 'object.__setattr__ accepted __class__')
