# expect: ok
# args: --callback-stress
# stdout: made 2 X True True 0
# stdout: False no b False
# type(name, bases, ns) with keys that are not str, hashing like the names
# the runtime looks up on the class: a type's dict keeps str keys only, so
# no lookup along the MRO runs a key's __eq__ (user code that raises,
# changes the class and collects where the runtime holds raw pointers).
# CPython 3.11 runs those __eq__ and loops here; any clean end will do.
X = None
done = [False]

def churn():
    for i in range(200):
        junk = ["y" * 40, i]

class K:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return hash(self.n)
    def __eq__(self, other):
        if X is not None and not done[0]:
            done[0] = True
            for i in range(40):
                setattr(X, 'z%d' % i, [i])
            for i in range(40):
                delattr(X, 'z%d' % i)
        churn()
        raise ValueError('key __eq__ ran')

names = ['__init__', '__new__', '__eq__', '__hash__', '__repr__', '__getattr__',
         '__iter__', '__len__', '__bool__', '__str__', '__lt__', '__call__']
ns = {K(n): 1 for n in names}
ns['a'] = 2
X = type('X', (), ns)
try:
    x = X()
    print('made', x.a, type(x).__name__, bool(x), x == x, x < x if False else 0)
    print(hasattr(x, '__len__'), getattr(x, 'b', 'no b'), done[0])
except Exception as e:
    print(type(e).__name__, e)
