# expect: ok
# stdout: True True <class '__main__.M'>
# A metaclass derived from type makes ordinary classes and nothing more.
class M(type):
    pass
class A(metaclass=M):
    pass
print(type(A) is M, isinstance(A, type), type(A))
