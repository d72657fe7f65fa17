# expect: ok
# stdout: RecursionError staticmethod
# stdout: RecursionError classmethod
# stdout: RecursionError subclass
# stdout: RecursionError subclass through a class
# stdout: RecursionError deep chain
# staticmethod.__init__ / classmethod.__init__ re-fill a wrapper, so one can
# wrap itself: calling it unwraps forever in native code, with no frame of
# Python code between (an endless loop at -O2, past the budget and the
# deadline; a stack overflow without tail calls). Each unwrapping counts
# toward the recursion limit.
s = staticmethod(len)
staticmethod.__init__(s, s)
try:
    s()
except RecursionError:
    print('RecursionError staticmethod')
c = classmethod(len)
classmethod.__init__(c, c)
try:
    c()
except RecursionError:
    print('RecursionError classmethod')
class SM(staticmethod):
    pass
t = SM(len)
SM.__init__(t, t)
try:
    t()
except RecursionError:
    print('RecursionError subclass')
class K:
    f = t
try:
    K().f()
except RecursionError:
    print('RecursionError subclass through a class')
d = len
for i in range(200000):
    d = SM(d)
try:
    d('abc')
except RecursionError:
    print('RecursionError deep chain')
