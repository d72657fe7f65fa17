# expect: ok
# stdout: C.isc A {'x': 1}
# stdout: M.isc M2 {}
# stdout: TypeError D.__init_subclass__() takes no keyword arguments
# __init_subclass__ is looked up after the new class along its own MRO (class
# A(B, C) reaches C's hook through B, which has none), with the class
# keyword arguments; with no hook but object's, keywords are an error.
class B:
    pass
class C:
    def __init_subclass__(cls, **kw):
        print('C.isc', cls.__name__, kw)
class A(B, C, x=1):
    pass
class M(type):
    def __init_subclass__(mcs, **kw):
        print('M.isc', mcs.__name__, kw)
class M2(M):
    pass
try:
    class D(B, y=2):
        pass
except TypeError as e:
    print('TypeError', e)
