# In-place operators: __iop__, then the binary methods, then the sequence fallbacks.
# Each line: left operand, operator, right operand, then the result or
# the exception. Class-name suffixes: P plain subclass, F forward methods,
# R reflected methods, N methods returning NotImplemented, S subclass of F
# with reflected methods, C comparison methods; U* plain classes.

OPS = [('add', '+'), ('sub', '-'), ('mul', '*'), ('truediv', '/'), ('floordiv', '//'), ('mod', '%'), ('pow', '**'), ('matmul', '@'), ('lshift', '<<'), ('rshift', '>>'), ('and', '&'), ('or', '|'), ('xor', '^')]
CMPS = [('eq', '=='), ('ne', '!='), ('lt', '<'), ('le', '<='), ('gt', '>'), ('ge', '>=')]
def make(base, name, fwd=False, ref=False, ni=False, cmp=False):
    ns = {}
    def mk(tag):
        if ni:
            return lambda self, o: NotImplemented
        return lambda self, o: name + "." + tag
    for op, _ in OPS + [('divmod', '')]:
        if fwd: ns['__%s__' % op] = mk(op)
        if ref: ns['__r%s__' % op] = mk('r' + op)
    if cmp:
        for op, _ in CMPS:
            ns['__%s__' % op] = mk(op)
    return type(name, (base,), ns)
def show(r):
    if isinstance(r, str) and '.' in r:
        return r
    return type(r).__name__ + ':' + repr(r)
def run(label, f):
    try:
        print(label, '->', show(f()))
    except Exception as e:
        print(label, '!!', type(e).__name__ + ':', e)
BIN = {'+': lambda a, b: a + b, '-': lambda a, b: a - b, '*': lambda a, b: a * b, '/': lambda a, b: a / b, '//': lambda a, b: a // b, '%': lambda a, b: a % b, '**': lambda a, b: a ** b, '@': lambda a, b: a @ b, '<<': lambda a, b: a << b, '>>': lambda a, b: a >> b, '&': lambda a, b: a & b, '|': lambda a, b: a | b, '^': lambda a, b: a ^ b}
INP = {}
def _f(a, b):
    a += b
    return a
INP['+'] = _f
def _f(a, b):
    a -= b
    return a
INP['-'] = _f
def _f(a, b):
    a *= b
    return a
INP['*'] = _f
def _f(a, b):
    a /= b
    return a
INP['/'] = _f
def _f(a, b):
    a //= b
    return a
INP['//'] = _f
def _f(a, b):
    a %= b
    return a
INP['%'] = _f
def _f(a, b):
    a **= b
    return a
INP['**'] = _f
def _f(a, b):
    a @= b
    return a
INP['@'] = _f
def _f(a, b):
    a <<= b
    return a
INP['<<'] = _f
def _f(a, b):
    a >>= b
    return a
INP['>>'] = _f
def _f(a, b):
    a &= b
    return a
INP['&'] = _f
def _f(a, b):
    a |= b
    return a
INP['|'] = _f
def _f(a, b):
    a ^= b
    return a
INP['^'] = _f
CMP = {'==': lambda a, b: a == b, '!=': lambda a, b: a != b, '<': lambda a, b: a < b, '<=': lambda a, b: a <= b, '>': lambda a, b: a > b, '>=': lambda a, b: a >= b}
MK = {}
MK['int'] = lambda: 3
MK['intP'] = lambda c=make(int, 'intP'): c(3)
MK['intF'] = lambda c=make(int, 'intF', fwd=True): c(3)
MK['intR'] = lambda c=make(int, 'intR', ref=True): c(3)
MK['intN'] = lambda c=make(int, 'intN', fwd=True, ref=True, ni=True): c(3)
MK['intS'] = lambda c=make(make(int, 'intF', fwd=True), 'intS', ref=True): c(3)
MK['intC'] = lambda c=make(int, 'intC', cmp=True): c(3)
MK['bool'] = lambda: True
MK['float'] = lambda: 2.5
MK['floatP'] = lambda c=make(float, 'floatP'): c(2.5)
MK['floatF'] = lambda c=make(float, 'floatF', fwd=True): c(2.5)
MK['floatR'] = lambda c=make(float, 'floatR', ref=True): c(2.5)
MK['floatN'] = lambda c=make(float, 'floatN', fwd=True, ref=True, ni=True): c(2.5)
MK['floatS'] = lambda c=make(make(float, 'floatF', fwd=True), 'floatS', ref=True): c(2.5)
MK['floatC'] = lambda c=make(float, 'floatC', cmp=True): c(2.5)
MK['complex'] = lambda: (1+2j)
MK['complexP'] = lambda c=make(complex, 'complexP'): c((1+2j))
MK['complexF'] = lambda c=make(complex, 'complexF', fwd=True): c((1+2j))
MK['complexR'] = lambda c=make(complex, 'complexR', ref=True): c((1+2j))
MK['complexN'] = lambda c=make(complex, 'complexN', fwd=True, ref=True, ni=True): c((1+2j))
MK['complexS'] = lambda c=make(make(complex, 'complexF', fwd=True), 'complexS', ref=True): c((1+2j))
MK['complexC'] = lambda c=make(complex, 'complexC', cmp=True): c((1+2j))
MK['str'] = lambda: 'ab'
MK['strP'] = lambda c=make(str, 'strP'): c('ab')
MK['strF'] = lambda c=make(str, 'strF', fwd=True): c('ab')
MK['strR'] = lambda c=make(str, 'strR', ref=True): c('ab')
MK['strN'] = lambda c=make(str, 'strN', fwd=True, ref=True, ni=True): c('ab')
MK['strS'] = lambda c=make(make(str, 'strF', fwd=True), 'strS', ref=True): c('ab')
MK['strC'] = lambda c=make(str, 'strC', cmp=True): c('ab')
MK['bytes'] = lambda: b'xy'
MK['bytesP'] = lambda c=make(bytes, 'bytesP'): c(b'xy')
MK['bytesF'] = lambda c=make(bytes, 'bytesF', fwd=True): c(b'xy')
MK['bytesR'] = lambda c=make(bytes, 'bytesR', ref=True): c(b'xy')
MK['bytesN'] = lambda c=make(bytes, 'bytesN', fwd=True, ref=True, ni=True): c(b'xy')
MK['bytesS'] = lambda c=make(make(bytes, 'bytesF', fwd=True), 'bytesS', ref=True): c(b'xy')
MK['bytesC'] = lambda c=make(bytes, 'bytesC', cmp=True): c(b'xy')
MK['list'] = lambda: [1]
MK['listP'] = lambda c=make(list, 'listP'): c([1])
MK['listF'] = lambda c=make(list, 'listF', fwd=True): c([1])
MK['listR'] = lambda c=make(list, 'listR', ref=True): c([1])
MK['listN'] = lambda c=make(list, 'listN', fwd=True, ref=True, ni=True): c([1])
MK['listS'] = lambda c=make(make(list, 'listF', fwd=True), 'listS', ref=True): c([1])
MK['listC'] = lambda c=make(list, 'listC', cmp=True): c([1])
MK['tuple'] = lambda: (1,)
MK['tupleP'] = lambda c=make(tuple, 'tupleP'): c((1,))
MK['tupleF'] = lambda c=make(tuple, 'tupleF', fwd=True): c((1,))
MK['tupleR'] = lambda c=make(tuple, 'tupleR', ref=True): c((1,))
MK['tupleN'] = lambda c=make(tuple, 'tupleN', fwd=True, ref=True, ni=True): c((1,))
MK['tupleS'] = lambda c=make(make(tuple, 'tupleF', fwd=True), 'tupleS', ref=True): c((1,))
MK['tupleC'] = lambda c=make(tuple, 'tupleC', cmp=True): c((1,))
MK['dict'] = lambda: {1: 2}
MK['dictP'] = lambda c=make(dict, 'dictP'): c({1: 2})
MK['dictF'] = lambda c=make(dict, 'dictF', fwd=True): c({1: 2})
MK['dictR'] = lambda c=make(dict, 'dictR', ref=True): c({1: 2})
MK['dictN'] = lambda c=make(dict, 'dictN', fwd=True, ref=True, ni=True): c({1: 2})
MK['dictS'] = lambda c=make(make(dict, 'dictF', fwd=True), 'dictS', ref=True): c({1: 2})
MK['dictC'] = lambda c=make(dict, 'dictC', cmp=True): c({1: 2})
MK['set'] = lambda: {1}
MK['setP'] = lambda c=make(set, 'setP'): c({1})
MK['setF'] = lambda c=make(set, 'setF', fwd=True): c({1})
MK['setR'] = lambda c=make(set, 'setR', ref=True): c({1})
MK['setN'] = lambda c=make(set, 'setN', fwd=True, ref=True, ni=True): c({1})
MK['setS'] = lambda c=make(make(set, 'setF', fwd=True), 'setS', ref=True): c({1})
MK['setC'] = lambda c=make(set, 'setC', cmp=True): c({1})
MK['frozenset'] = lambda: frozenset({1})
MK['frozensetP'] = lambda c=make(frozenset, 'frozensetP'): c(frozenset({1}))
MK['frozensetF'] = lambda c=make(frozenset, 'frozensetF', fwd=True): c(frozenset({1}))
MK['frozensetR'] = lambda c=make(frozenset, 'frozensetR', ref=True): c(frozenset({1}))
MK['frozensetN'] = lambda c=make(frozenset, 'frozensetN', fwd=True, ref=True, ni=True): c(frozenset({1}))
MK['frozensetS'] = lambda c=make(make(frozenset, 'frozensetF', fwd=True), 'frozensetS', ref=True): c(frozenset({1}))
MK['frozensetC'] = lambda c=make(frozenset, 'frozensetC', cmp=True): c(frozenset({1}))
class U: pass
MK['U'] = U
MK['UF'] = make(object, 'UF', fwd=True)
MK['UR'] = make(object, 'UR', ref=True)
MK['UB'] = make(object, 'UB', fwd=True, ref=True)
MK['UN'] = make(object, 'UN', fwd=True, ref=True, ni=True)
MK['UC'] = make(object, 'UC', cmp=True)
LEFTS = ['int', 'intR', 'float', 'list', 'listP', 'listF', 'str', 'strF', 'set', 'setP', 'dict', 'dictR', 'UB', 'UN']
RIGHTS = ['int', 'intR', 'floatR', 'str', 'strR', 'list', 'tuple', 'set', 'frozensetR', 'UR', 'UN']
KINDS = ['inp']

for ln in LEFTS:
    for rn in RIGHTS:
        a, b = MK[ln](), MK[rn]()
        if 'bin' in KINDS:
            for sym, f in BIN.items():
                run('%s %s %s' % (ln, sym, rn), lambda: f(a, b))
            run('divmod(%s, %s)' % (ln, rn), lambda: divmod(a, b))
            run('pow(%s, %s, 5)' % (ln, rn), lambda: pow(a, b, 5))
        if 'inp' in KINDS:
            for sym, f in INP.items():
                run('%s %s= %s' % (ln, sym, rn), lambda: f(MK[ln](), b))
        if 'cmp' in KINDS:
            for sym, f in CMP.items():
                run('%s %s %s' % (ln, sym, rn), lambda: f(a, b))
