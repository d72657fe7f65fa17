# expect: ok
# stdout: ValueError first
# stdout: ValueError first
# stdout: ValueError first
# stdout: ValueError first
# stdout: end
# {**x} and f(**x) ask x for keys(): an error other than AttributeError from
# a __getattr__ (a metaclass's for a class, or an instance's class's) stops
# the statement there, as in CPython, instead of being left pending while
# a second lookup carries on.
n = [0]
class M(type):
    def __getattr__(cls, name):
        n[0] += 1
        if n[0] == 1:
            raise ValueError('first')
        if name == 'keys':
            return lambda: ['a']
        raise AttributeError(name)
    def __getitem__(cls, k):
        return 'SANDBOX-ESCAPE'
class C(metaclass=M):
    pass
class I:
    def __getattr__(self, name):
        return M.__getattr__(C, name)
    def __getitem__(self, k):
        return 'SANDBOX-ESCAPE'
def f(**kw):
    return kw
for obj in (C, I()):
    n[0] = 0
    try:
        print({**obj})
    except ValueError as e:
        print('ValueError', e)
    n[0] = 0
    try:
        print(f(**obj))
    except ValueError as e:
        print('ValueError', e)
print('end')
