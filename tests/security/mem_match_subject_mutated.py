# expect: ok
# args: --gc-stress
# wall: 20
# stdout: KeyError
# stdout: ab 1 2 {}
# stdout: a 1
# stdout: ab 1 2 {}
# stdout: ab 1 2 {}
# stdout: ab 1 2 {}
# stdout: TypeError
# stdout: ValueError
# stdout: keys rest {'b': 2}
# stdout: 0 ValueError too many values to unpack (expected 3)
# stdout: 1 ValueError too many values to unpack (expected 3)
# stdout: 2 ValueError too many values to unpack (expected 3)
# stdout: 3 ValueError too many values to unpack (expected 3)
# stdout: deq [0, 1, 2]
# stdout: deq rest [1, 2]
# Mapping patterns ask a non-dict subject's get() for each key and sequence
# patterns index or unpack the subject: here get() empties the mapping,
# raises or is not callable, keys() and __getitem__ lie for **rest, the
# keys' __hash__ and __eq__ make garbage, __len__ disagrees with __iter__,
# and value patterns' __eq__ resize the deque being matched. Everything the
# match holds stays rooted and every read is bounds-checked.
import collections, collections.abc as cabc
class K:
    def __init__(s, v): s.v = v
    def __hash__(s):
        junk = [str(i) * 20 for i in range(60)]
        return hash(s.v)
    def __eq__(s, o):
        junk = [str(i) * 20 for i in range(60)]
        return isinstance(o, K) and o.v == s.v
class NS:
    a = K(1); b = K(2); c = K(1)
class M(cabc.Mapping):
    def __init__(s): s.d = {NS.a: 10, NS.b: 20}
    def __getitem__(s, k): return s.d[k]
    def __len__(s): return len(s.d)
    def __iter__(s): return iter(s.d)
    def get(s, k, dflt=None):
        s.d.clear()
        junk = [str(i) * 20 for i in range(60)]
        return 5
for subj in (M(), {NS.a: 1, NS.b: 2}, collections.defaultdict(int, {NS.a: 1}), collections.OrderedDict({NS.a: 1, NS.b: 2}),
             collections.ChainMap({NS.a: 1}, {NS.b: 2}), collections.UserDict({NS.a: 1, NS.b: 2})):
    try:
        match subj:
            case {NS.a: x, NS.b: y, **rest}: print('ab', x, y, rest)
            case {NS.a: x, NS.c: y}: print('dup?', x, y)
            case {NS.a: x}: print('a', x)
            case _: print('none')
    except Exception as e: print(type(e).__name__)
class BadGet(dict):
    get = 5
try:
    match BadGet(a=1):
        case {'a': 1}: print('bg')
except Exception as e: print(type(e).__name__)
class RaiseGet(dict):
    def get(s, k, d): raise ValueError('boom')
try:
    match RaiseGet(a=1):
        case {'a': 1}: print('rg')
except Exception as e: print(type(e).__name__)
class Keys(dict):
    def keys(s):
        s.clear()
        return ['a', 'zz']
    def __getitem__(s, k):
        junk = [str(i) * 20 for i in range(60)]
        return 7
try:
    match Keys(a=1, b=2):
        case {'a': 1, **rest}: print('keys rest', rest)
except Exception as e: print(type(e).__name__)
class It:
    def __init__(s): s.i = 0
    def __len__(s): return 3
    def __getitem__(s, i):
        junk = [str(j) * 20 for j in range(60)]
        if i >= 3 or i < -3: raise IndexError
        return i
    def __iter__(s):
        for i in range(5): yield i
cabc.Sequence.register(It)
for pat in range(4):
    try:
        match It():
            case [a, b, c] if pat == 0: print('abc', a, b, c)
            case [a, *r] if pat == 1: print('a r', a, r)
            case [a, *_, c] if pat == 2: print('a _ c', a, c)
            case [*_, c] if pat == 3: print('_ c', c)
    except Exception as e: print(pat, type(e).__name__, e)
d = collections.deque(range(10))
class Eq:
    def __eq__(s, o):
        d.clear()
        d.extend(range(3))
        junk = [str(i) * 20 for i in range(60)]
        return True
class V:
    eq = Eq()
for i in range(3):
    try:
        match d:
            case [V.eq, *_, V.eq, V.eq] if i == 0: print('deq', list(d))
            case [V.eq, *rest] if i == 1: print('deq rest', rest)
            case [_, _, V.eq, *_, V.eq]: print('deq idx', list(d))
    except Exception as e: print(type(e).__name__)
    d = collections.deque(range(10))
