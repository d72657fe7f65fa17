# expect: ok
# args: --callback-stress
# stdout: set_name a
# stdout: set_name b
# stdout: set_name c
# stdout: [] True 1
# stdout: set_name x
# stdout: set_name y
# stdout: False False True
# stdout: RuntimeError Error calling __set_name__ on 'Bad' instance 'z' in 'E' ValueError
# __set_name__ hooks that add and delete attributes of the class being made
# (and collect garbage): the hooks run over a copy of the namespace, as in
# CPython, so each attribute present at creation gets its hook once and
# none of the added ones does; a hook's error is the cause of a
# RuntimeError.
class D:
    def __set_name__(self, owner, name):
        print('set_name', name)
        for i in range(40):
            setattr(owner, 'gen_%s_%d' % (name, i), D())
        delattr(owner, name)
        junk = [[j] * 3 for j in range(100)]
class C:
    a = D()
    b = D()
    c = D()
    def f(self):
        return 1
print([k for k in 'abc' if hasattr(C, k)], hasattr(C, 'gen_a_39'), C().f())
T = type('T', (), {'x': D(), 'y': D(), 'n': 5})
print(hasattr(T, 'x'), hasattr(T, 'y'), hasattr(T, 'gen_y_0'))
class Bad:
    def __set_name__(self, owner, name):
        raise ValueError(name)
try:
    class E:
        z = Bad()
except RuntimeError as e:
    print('RuntimeError', e, type(e.__cause__).__name__)
