# expect: ok
# stdout: <class '__main__.X'> __main__
# stdout: <class '__main__.Y'> __main__ <class '__main__.M'>
# stdout: <class 'pkg.Z'>
# A class made by type(name, bases, dict) or a metaclass's type.__new__ is of
# the calling code's module (its repr names it as CPython's does) unless the
# dict names one; nothing else of the caller shows.
X = type('X', (), {})
print(X, X.__module__)
class M(type):
    def __new__(mcs, name, bases, ns):
        return super().__new__(mcs, name, bases, ns)
Y = M('Y', (), {})
print(Y, Y.__module__, type(Y))
print(type('Z', (), {'__module__': 'pkg'}))
