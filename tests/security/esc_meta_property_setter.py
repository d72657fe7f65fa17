# expect: ok
# args: --callback-stress
# stdout: 10 10
# stdout: deleting
# stdout: False
# stdout: AttributeError property 'ro' of 'M' object has no setter
# stdout: AttributeError property 'ro' of 'M' object has no deleter
# stdout: 14
# stdout: 16
# stdout: 2 16
# stdout: M2 setattr p
# stdout: M2 setattr _p
# stdout: 8
# A property of a metaclass is a data descriptor for its classes: setting
# or deleting the attribute on a class runs its setter or deleter (or
# refuses without one), through assignment, setattr() and type.__setattr__,
# as reading it runs its getter; the value never lands in the class's dict
# where reads would not see it.
class M(type):
    @property
    def p(cls):
        return cls._p
    @p.setter
    def p(cls, v):
        junk = [[i] for i in range(100)]
        cls._p = v * 2
    @p.deleter
    def p(cls):
        print('deleting')
        del cls._p
    @property
    def ro(cls):
        return 'ro'
class C(metaclass=M):
    _p = 1
C.p = 5
print(C.p, C._p)
del C.p
print(hasattr(C, '_p'))
try:
    C.ro = 3
except AttributeError as e:
    print('AttributeError', e)
try:
    del C.ro
except AttributeError as e:
    print('AttributeError', e)
setattr(C, 'p', 7)
print(C.p)
type.__setattr__(C, 'p', 8)
print(C.p)
class D(C):
    pass
D.p = 1
print(D.p, C.p)
class M2(M):
    def __setattr__(cls, name, v):
        print('M2 setattr', name)
        super().__setattr__(name, v)
class E(metaclass=M2):
    pass
E.p = 4
print(E.p)
