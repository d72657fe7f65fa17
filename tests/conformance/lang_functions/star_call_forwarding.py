# f(*args, **kwargs): a tuple passed as is, other iterables converted,
# errors naming the callee, forwarding wrappers, recursion and a traceback
# through a wrapper.
def f(*a, **k):
    return a, k
t = (1, 2)
print(f(*t), f(*[3, 4]), f(*'ab'), f(*range(3)), f(*{5: 1}), f(*t, **{'x': 1}))
class T(tuple):
    def __iter__(self):
        yield 99
print(f(*T((1, 2))))
def g():
    yield 7
print(f(*g()))
try:
    f(*5)
except TypeError as e:
    print(e)
try:
    f(*None, **{'a': 1})
except TypeError as e:
    print(e)
try:
    len(*3)
except TypeError as e:
    print(e)
print(f(*t) [0] is t)
import functools
def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper
@logged
def add(a, b=1, *, c=0):
    return a + b + c
print(add(1), add(1, 2), add(1, c=5), add(*[1, 2], **{'c': 3}), add.__name__)
def deep(n):
    return deep(n - 1) if n else sum(*[[1, 2]])
print(logged(deep)(5))
def rec(*a, **k):
    return rec(*a, **k)
try:
    rec(1, x=2)
except RecursionError as e:
    print('RecursionError', e)
@logged
def fails(x, y):
    return x / y
fails(*(1, 0))
