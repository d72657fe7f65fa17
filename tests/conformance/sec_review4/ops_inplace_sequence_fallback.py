# In-place + and * on sequence subclasses whose __iadd__ or __imul__
# declines: the base's plain concatenation or repetition runs (a new
# object of the base type), unless the class hides that too with __add__,
# __mul__ or __rmul__; an __iadd__ that mutates the list before declining
# is seen by the concatenation. The repetition count's __index__ may
# mutate the sequence it repeats.


def churn():
    return len([[i] * 3 for i in range(300)])


def t(name, fn):
    try:
        r = fn()
        print(name, r, type(r).__name__)
    except Exception as e:
        print(name, type(e).__name__, e)


class IAdd(list):
    def __iadd__(self, o):
        self.clear()
        churn()
        return NotImplemented

    def __imul__(self, o):
        self.append('imul')
        return NotImplemented


class Hidden(IAdd):
    def __add__(self, o):
        return NotImplemented

    def __mul__(self, o):
        return NotImplemented


class BA(bytearray):
    def __iadd__(self, o):
        return NotImplemented

    def __imul__(self, o):
        return NotImplemented


class Tup(tuple):
    def __iadd__(self, o):
        return NotImplemented


class Str(str):
    def __imul__(self, o):
        return NotImplemented


class RMul:
    def __rmul__(self, o):
        return 'RMul.rmul'


class N:
    def __init__(self, v, f):
        self.v, self.f = v, f

    def __index__(self):
        self.f()
        churn()
        return self.v


def run(x, op, y):
    if op == '+':
        x += y
    else:
        x *= y
    return x


t('list +=', lambda: run(IAdd([1, 2]), '+', [3]))
t('list *=', lambda: run(IAdd([1, 2]), '*', 2))
t('hidden +=', lambda: run(Hidden([1, 2]), '+', [3]))
t('hidden *=', lambda: run(Hidden([1, 2]), '*', 2))
t('bytearray +=', lambda: run(BA(b'ab'), '+', b'c'))
t('bytearray *=', lambda: run(BA(b'ab'), '*', 2))
t('tuple +=', lambda: run(Tup((1,)), '+', (2,)))
t('str *=', lambda: run(Str('ab'), '*', 3))
t('list *= rmul', lambda: run(IAdd([1]), '*', RMul()))
t('int *= list', lambda: run(3, '*', IAdd([1])))
L = IAdd([1, 2, 3])
t('list *= index', lambda: run(L, '*', N(2, lambda: L.extend([4, 5]))))
M = [1, 2, 3]
t('plain *= index', lambda: run(M, '*', N(2, lambda: M.clear())))
t('plain * index', lambda: M * N(3, lambda: M.extend(range(3))))
B = bytearray(b'xy')
t('bytearray *= index', lambda: run(B, '*', N(3, lambda: B.extend(b'z' * 100))))
t('tuple * index', lambda: (1, 2) * N(2, lambda: None))
t('index * list', lambda: N(2, lambda: M.clear()) * M)
