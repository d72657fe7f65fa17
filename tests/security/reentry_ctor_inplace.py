# expect: ok
# args: --callback-stress
# stdout: list ok 0 1
# stdout: tuple ok 0 1
# stdout: sorted ok 0 1
# stdout: extend ok 1 None
# stdout: add ok 0 1
# stdout: iadd_gen ok 1 1
# stdout: iadd_self ok 60 60
# stdout: imul ok 60 60
# stdout: mul_index ok 0 0
# stdout: rmul_index ok 0 0
# stdout: slice_index ok 0 0
# stdout: imul_index ok 0 0
# stdout: radd ok 0 1
# stdout: iadd_radd ok 0 1
# stdout: sum ok 0 1
# stdout: slice_assign ok 1 None
# stdout: max_gen ok 0 1
# stdout: zip_gen ok 0 0
# stdout: map_gen ok 0 1
# stdout: enum_gen ok 0 0
# stdout: filter_gen ok 0 1
# stdout: reversed ok 0 1
# stdout: in_gen ok 0 False
# Constructors taking iterables and in-place operators while the iterator,
# __iadd__/__radd__ or __index__ change the very list involved and collect.
L = []

def churn():
    for i in range(200):
        junk = ["y" * 40, i]

def fill():
    L[:] = [[str(i) * 20] for i in range(30)]

def gen():
    for x in L:
        L.clear()
        churn()
        yield x

def attempt(name, f):
    fill()
    try:
        r = f()
        print(name, 'ok', len(L), len(r) if isinstance(r, (list, tuple)) else r)
    except Exception as e:
        print(name, type(e).__name__, e, len(L))

attempt('list', lambda: list(gen()))
attempt('tuple', lambda: tuple(gen()))
attempt('sorted', lambda: sorted(gen()))
attempt('extend', lambda: L.extend(gen()))
attempt('add', lambda: L + list(gen()))

def iadd():
    global L
    L += gen()
    return L
attempt('iadd_gen', iadd)

def iadd_self():
    global L
    L += L
    return L
attempt('iadd_self', iadd_self)

class N:
    def __index__(self):
        L.clear()
        churn()
        return 3
    def __radd__(self, other):
        L.clear()
        churn()
        return [len(other)]

def imul():
    global L
    L *= 2
    return L
attempt('imul', imul)
attempt('mul_index', lambda: L * N())
attempt('rmul_index', lambda: N() * L)
attempt('slice_index', lambda: L[:N()])

def imul_index():
    global L
    L *= N()
    return L
attempt('imul_index', imul_index)
attempt('radd', lambda: L + N())

def iadd_radd():
    global L
    M = L
    M += N()
    return M
attempt('iadd_radd', iadd_radd)

attempt('sum', lambda: sum(gen(), []))
def slice_assign():
    L[2:20] = gen()
attempt('slice_assign', slice_assign)
attempt('max_gen', lambda: max(gen()))
attempt('zip_gen', lambda: list(zip(gen(), gen())))
attempt('map_gen', lambda: list(map(len, gen())))
attempt('enum_gen', lambda: list(enumerate(gen(), N())))
attempt('filter_gen', lambda: list(filter(None, gen())))
attempt('reversed', lambda: [x for x in reversed(L) if not L.clear()])
attempt('in_gen', lambda: ['zz'] in gen())
