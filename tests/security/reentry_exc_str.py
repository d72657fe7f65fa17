# expect: ok
# args: --callback-stress
# stdout: aaaaaaaaaaaaaaaaaaaa ('zzzzzzzzzzzzzzzzzzzz',)
# stdout: ValueError(bbbbbbbbbbbbbbbbbbbb) ('yyyyyyyyyyyyyyyyyyyy', 2)
# stdout: cccccccccccccccccccc
# stdout: (dddddddddddddddddddd, eeeeeeeeeeeeeeeeeeee)
# stdout: ValueError([ffffffffffffffffffff], gggggggggggggggggggg)
# stdout: X([1, 1, 1], 'q') RX('wwwwwwwwww')
# stdout: caught () X
# str()/repr() of an exception hold its args tuple while the arguments'
# __str__/__repr__ run, even when they call __init__ again and replace
# e.args; BaseException.__str__/__repr__ are methods for super().
def churn():
    for i in range(200):
        junk = ["y" * 40, i]

E = None
class A:
    def __init__(self, s):
        self.s = s
    def __str__(self):
        E.__init__('zz' * 10)
        churn()
        return self.s
    def __repr__(self):
        E.__init__('yy' * 10, 2)
        churn()
        return self.s

E = ValueError(A('a' * 20))
print(str(E), E.args)
E = ValueError(A('b' * 20))
print(repr(E), E.args)
E = KeyError(A('c' * 20))
print(str(E))
E = ValueError(A('d' * 20), A('e' * 20))
print(str(E))
E = ValueError([A('f' * 20)], A('g' * 20))
print(repr(E))

class X(Exception):
    def __init__(self, *a):
        churn()
        super().__init__(*a)
    def __str__(self):
        churn()
        return 'X' + super().__str__()
    def __repr__(self):
        return 'R' + super().__repr__()

print(str(X([1] * 3, 'q')), repr(X('w' * 10)))
try:
    raise X
except X as e:
    print('caught', e.args, str(e))
