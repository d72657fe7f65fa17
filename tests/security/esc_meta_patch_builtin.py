# expect: error TypeError
# stderr-contains: cannot set 'upper' attribute of immutable type 'str'
# type.__setattr__ (what a metaclass's __setattr__ defers to) writes only the
# dict of a class made by a class statement, never a built-in type's.
class M(type):
    def __setattr__(cls, name, value):
        super().__setattr__(name, value)
class A(metaclass=M):
    pass
A.x = 1
print(A.x)
type.__setattr__(str, 'upper', lambda s: 'SANDBOX-ESCAPE')
