# expect: error TypeError
def m(name, bases, ns):
    return 1
class A(metaclass=m):
    pass
