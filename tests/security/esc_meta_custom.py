# expect: error TypeError
class M(type):
    pass
class A(metaclass=M):
    pass
