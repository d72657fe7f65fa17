"""Standard operators as functions, as in CPython's operator module."""

__all__ = ['abs', 'add', 'and_', 'attrgetter', 'call', 'concat', 'contains',
           'countOf', 'delitem', 'eq', 'floordiv', 'ge', 'getitem', 'gt',
           'iadd', 'iand', 'iconcat', 'ifloordiv', 'ilshift', 'imatmul',
           'imod', 'imul', 'index', 'indexOf', 'inv', 'invert', 'ior', 'ipow',
           'irshift', 'is_', 'is_not', 'isub', 'itemgetter', 'itruediv',
           'ixor', 'le', 'length_hint', 'lshift', 'lt', 'matmul',
           'methodcaller', 'mod', 'mul', 'ne', 'neg', 'not_', 'or_', 'pos',
           'pow', 'rshift', 'setitem', 'sub', 'truediv', 'truth', 'xor']

_abs = abs


# ---- comparisons ----------------------------------------------------------

@_c_module
@_posonly_args
def lt(a, b):
    return a < b


@_c_module
@_posonly_args
def le(a, b):
    return a <= b


@_c_module
@_posonly_args
def eq(a, b):
    return a == b


@_c_module
@_posonly_args
def ne(a, b):
    return a != b


@_c_module
@_posonly_args
def ge(a, b):
    return a >= b


@_c_module
@_posonly_args
def gt(a, b):
    return a > b


# ---- logic and identity ---------------------------------------------------

@_c_module
@_one_arg
def not_(a):
    return not a


@_c_module
@_one_arg
def truth(a):
    return True if a else False


@_c_module
@_posonly_args
def is_(a, b):
    return a is b


@_c_module
@_posonly_args
def is_not(a, b):
    return a is not b


# ---- arithmetic -----------------------------------------------------------

@_c_module
@_one_arg
def abs(a):
    return _abs(a)


@_c_module
@_posonly_args
def add(a, b):
    return a + b


@_c_module
@_posonly_args
def and_(a, b):
    return a & b


@_c_module
@_posonly_args
def floordiv(a, b):
    return a // b


@_c_module
@_one_arg
def index(a):
    if type(a) is int:
        return a
    # range() applies the __index__ protocol with CPython's error message.
    return range(a).stop


@_c_module
@_one_arg
def inv(a):
    return ~a


@_c_module
@_one_arg
def invert(a):
    return ~a


@_c_module
@_posonly_args
def lshift(a, b):
    return a << b


@_c_module
@_posonly_args
def mod(a, b):
    return a % b


@_c_module
@_posonly_args
def mul(a, b):
    return a * b


@_c_module
@_posonly_args
def matmul(a, b):
    return a @ b


@_c_module
@_one_arg
def neg(a):
    return -a


@_c_module
@_posonly_args
def or_(a, b):
    return a | b


@_c_module
@_one_arg
def pos(a):
    return +a


@_c_module
@_posonly_args
def pow(a, b):
    return a ** b


@_c_module
@_posonly_args
def rshift(a, b):
    return a >> b


@_c_module
@_posonly_args
def sub(a, b):
    return a - b


@_c_module
@_posonly_args
def truediv(a, b):
    return a / b


@_c_module
@_posonly_args
def xor(a, b):
    return a ^ b


# ---- sequences ------------------------------------------------------------

def _concatenable(a):
    if isinstance(a, (list, tuple, str, bytes, bytearray)):
        return True
    if isinstance(a, dict):
        return False
    return hasattr(a, '__getitem__')


@_c_module
@_posonly_args
def concat(a, b):
    if not _concatenable(a):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    return a + b


@_c_module
@_posonly_args
def contains(a, b):
    return b in a


def _iterate(a):
    # The C operator module names the argument, not the iteration.
    try:
        return iter(a)
    except TypeError:
        raise TypeError("argument of type '%s' is not iterable" % type(a).__name__) from None


@_c_module
@_posonly_args
def countOf(a, b):
    n = 0
    for x in _iterate(a):
        if x is b or x == b:
            n += 1
    return n


@_c_module
@_posonly_args
def delitem(a, b):
    del a[b]


@_c_module
@_posonly_args
def getitem(a, b):
    return a[b]


@_c_module
@_posonly_args
def indexOf(a, b):
    i = 0
    for x in _iterate(a):
        if x is b or x == b:
            return i
        i += 1
    raise ValueError('sequence.index(x): x not in sequence')


@_c_module
@_posonly_args
def setitem(a, b, c):
    a[b] = c


@_c_module
@_posonly_args
def length_hint(obj, default=0):
    if type(default) is not int:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(default).__name__)
    try:
        return len(obj)
    except TypeError:
        pass
    try:
        hint = obj.__length_hint__
    except AttributeError:
        return default
    val = hint()
    if val is NotImplemented:
        return default
    if type(val) is not int:
        raise TypeError('__length_hint__ must be integer, not %s' % type(val).__name__)
    if val < 0:
        raise ValueError('__length_hint__() should return >= 0')
    return val


@_c_module
@_posonly_args
def call(obj, /, *args, **kwargs):
    return obj(*args, **kwargs)


# ---- in-place forms -------------------------------------------------------

@_c_module
@_posonly_args
def iadd(a, b):
    a += b
    return a


@_c_module
@_posonly_args
def iand(a, b):
    a &= b
    return a


@_c_module
@_posonly_args
def iconcat(a, b):
    if not _concatenable(a):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    a += b
    return a


@_c_module
@_posonly_args
def ifloordiv(a, b):
    a //= b
    return a


@_c_module
@_posonly_args
def ilshift(a, b):
    a <<= b
    return a


@_c_module
@_posonly_args
def imod(a, b):
    a %= b
    return a


@_c_module
@_posonly_args
def imul(a, b):
    a *= b
    return a


@_c_module
@_posonly_args
def imatmul(a, b):
    a @= b
    return a


@_c_module
@_posonly_args
def ior(a, b):
    a |= b
    return a


@_c_module
@_posonly_args
def ipow(a, b):
    a **= b
    return a


@_c_module
@_posonly_args
def irshift(a, b):
    a >>= b
    return a


@_c_module
@_posonly_args
def isub(a, b):
    a -= b
    return a


@_c_module
@_posonly_args
def itruediv(a, b):
    a /= b
    return a


@_c_module
@_posonly_args
def ixor(a, b):
    a ^= b
    return a


# ---- callable getters -----------------------------------------------------

class attrgetter:
    """attrgetter('a.b', 'c')(obj) -> (obj.a.b, obj.c); goes through getattr()."""
    __module__ = 'operator'
    __slots__ = ('_attrs', '_paths')

    @_posonly_args
    def __init__(self, *attrs):
        if not attrs:
            raise TypeError('attrgetter expected 1 argument, got 0')
        paths = []
        for a in attrs:
            if type(a) is not str:
                raise TypeError('attribute name must be a string')
            paths.append(tuple(a.split('.')))
        self._attrs = attrs
        self._paths = paths

    @_posonly_args
    def __call__(self, obj):
        paths = self._paths
        if len(paths) == 1:
            v = obj
            for name in paths[0]:
                v = getattr(v, name)
            return v
        out = []
        for path in paths:
            v = obj
            for name in path:
                v = getattr(v, name)
            out.append(v)
        return tuple(out)

    def __repr__(self):
        return 'operator.attrgetter(%s)' % ', '.join([repr(a) for a in self._attrs])


class itemgetter:
    """itemgetter(i)(obj) -> obj[i]; itemgetter(i, j)(obj) -> (obj[i], obj[j])."""
    __module__ = 'operator'
    __slots__ = ('_items',)

    @_posonly_args
    def __init__(self, *items):
        if not items:
            raise TypeError('itemgetter expected 1 argument, got 0')
        self._items = items

    @_posonly_args
    def __call__(self, obj):
        items = self._items
        if len(items) == 1:
            return obj[items[0]]
        return tuple([obj[i] for i in items])

    def __repr__(self):
        return 'operator.itemgetter(%s)' % ', '.join([repr(i) for i in self._items])


class methodcaller:
    """methodcaller('name', *args, **kw)(obj) -> obj.name(*args, **kw)."""
    __module__ = 'operator'
    __slots__ = ('_name', '_args', '_kwargs')

    def __init__(*args, **kwargs):
        if len(args) < 2:
            raise TypeError('methodcaller needs at least one argument, the method name')
        self = args[0]
        name = args[1]
        if type(name) is not str:
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args[2:]
        self._kwargs = kwargs

    @_posonly_args
    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        parts = [repr(self._name)]
        for a in self._args:
            parts.append(repr(a))
        for k, v in self._kwargs.items():
            parts.append('%s=%r' % (k, v))
        return 'operator.methodcaller(%s)' % ', '.join(parts)


# Dunder aliases, as CPython's operator module provides.
__lt__ = lt
__le__ = le
__eq__ = eq
__ne__ = ne
__ge__ = ge
__gt__ = gt
__not__ = not_
__abs__ = abs
__add__ = add
__and__ = and_
__floordiv__ = floordiv
__index__ = index
__inv__ = inv
__invert__ = invert
__lshift__ = lshift
__mod__ = mod
__mul__ = mul
__matmul__ = matmul
__neg__ = neg
__or__ = or_
__pos__ = pos
__pow__ = pow
__rshift__ = rshift
__sub__ = sub
__truediv__ = truediv
__xor__ = xor
__concat__ = concat
__contains__ = contains
__delitem__ = delitem
__getitem__ = getitem
__setitem__ = setitem
__iadd__ = iadd
__iand__ = iand
__iconcat__ = iconcat
__ifloordiv__ = ifloordiv
__ilshift__ = ilshift
__imod__ = imod
__imul__ = imul
__imatmul__ = imatmul
__ior__ = ior
__ipow__ = ipow
__irshift__ = irshift
__isub__ = isub
__itruediv__ = itruediv
__ixor__ = ixor
__call__ = call

# CPython writes this module in C: tracebacks show none of its frames, and
# errors name its classes with the module.
__c_types__ = (attrgetter, itemgetter, methodcaller)
_hide_frames(__name__)
