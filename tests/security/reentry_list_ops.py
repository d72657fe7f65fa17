# expect: ok
# args: --callback-stress
# stdout: contains ok 0 False
# stdout: remove ValueError list.remove(x): x not in list 0
# stdout: index ValueError E('zz') is not in list 0
# stdout: count ok 0 0
# stdout: eq ok 0 False
# stdout: lt ok 0 True
# stdout: eq2 ok 20 False
# stdout: repr ok 0 [E('0000000000000000
# stdout: sort ok 20 None
# stdout: sortkey ValueError list modified during sort 20
# stdout: sorted ok 0 20
# stdout: max ok 0 11111111111111111111
# stdout: min ok 0 00000000000000000000
# stdout: tuple_eq ok 0 False
# stdout: tuple_contains ok 0 False
# stdout: tuple_index ValueError tuple.index(x): x not in tuple 0
# stdout: tuple_count ok 0 0
# stdout: tuple_repr ok 0 (E('0000000000000000
# stdout: in_iter ok 0 False
# stdout: extend_self ok 40 None
# stdout: mul ok 20 40
# stdout: insert ok 1 None
# stdout: pop IndexError pop from empty list 0
# stdout: index_se ValueError E('zz') is not in list 0
# stdout: tuple_index_se ValueError tuple.index(x): x not in tuple 0
# stdout: rev ok 20 20
# stdout: enum ok 20 20
# stdout: zip ok 20 20
# stdout: any ok 0 False
# stdout: set_ctor ok 0 0
# list and tuple methods, comparisons, repr, membership and iteration
# helpers while __eq__/__lt__/__repr__/__index__ empty the list and
# collect: lengths and items re-read after every call, operands held.
L = []
def churn():
    for i in range(200): junk = [i]
class E:
    def __init__(self, v, act=None): self.v = v; self.act = act
    def __eq__(self, o):
        if self.act: self.act()
        churn()
        return isinstance(o, E) and o.v == self.v
    def __lt__(self, o):
        if self.act: self.act()
        churn()
        return self.v < o.v
    __hash__ = None
    def __repr__(self):
        if self.act: self.act()
        churn()
        return 'E(%r)' % (self.v,)
def fill():
    L[:] = [E(str(i) * 20, L.clear) for i in range(20)]
def attempt(name, f):
    fill()
    try:
        r = f()
        print(name, 'ok', len(L), r if not isinstance(r, list) else len(r))
    except Exception as e:
        print(name, type(e).__name__, e, len(L))
attempt('contains', lambda: E('zz') in L)
attempt('remove', lambda: L.remove(E('zz')))
attempt('index', lambda: L.index(E('zz')))
attempt('count', lambda: L.count(E('zz')))
attempt('eq', lambda: L == [E('zz')] * 20)
attempt('lt', lambda: L < [E('zz')] * 20)
attempt('eq2', lambda: [E('zz')] * 20 == L)
attempt('repr', lambda: repr(L)[:20])
attempt('sort', lambda: L.sort())
attempt('sortkey', lambda: L.sort(key=lambda e: (L.append(1), e.v)[1]))
attempt('sorted', lambda: len(sorted(L)))
attempt('max', lambda: max(L).v)
attempt('min', lambda: min(L, key=lambda e: e).v)
attempt('tuple_eq', lambda: tuple(L) == tuple([E('zz')] * 20))
attempt('tuple_contains', lambda: E('zz') in tuple(L))
attempt('tuple_index', lambda: tuple(L).index(E('zz')))
attempt('tuple_count', lambda: tuple(L).count(E('zz')))
attempt('tuple_repr', lambda: repr(tuple(L))[:20])
attempt('in_iter', lambda: E('zz') in iter(L))
attempt('extend_self', lambda: L.extend(L))
attempt('mul', lambda: len(L * 2))
class I:
    def __index__(self):
        L.clear(); churn(); return 5
attempt('insert', lambda: L.insert(I(), 'x'))
attempt('pop', lambda: L.pop(I()))
attempt('index_se', lambda: L.index(E('zz'), I(), I()))
attempt('tuple_index_se', lambda: tuple(L).index(E('zz'), I(), I()))
attempt('rev', lambda: list(reversed(L)))
attempt('enum', lambda: list(enumerate(L)))
attempt('zip', lambda: list(zip(L, L)))
attempt('any', lambda: any(e == 1 for e in L))
attempt('set_ctor', lambda: len(list(filter(lambda e: e == E('1'), L))))
