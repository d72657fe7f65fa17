# expect: error TypeError
class A(flag=1):
    pass
