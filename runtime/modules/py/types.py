"""Names for built-in types and a few helpers (CPython 3.11's types module):
SimpleNamespace, MappingProxyType, new_class, prepare_class,
resolve_bases, and the type aliases of the objects smolvm has. smolvm has
no async code, code, frame, traceback or cell objects reachable from a
snippet, so CoroutineType, AsyncGeneratorType, CodeType, FrameType,
TracebackType and CellType are absent, and so are the descriptor and
method-wrapper types, which smolvm does not tell apart from the others.
UnionType is the value of `X | Y` between classes and None (PEP 604),
GenericAlias that of list[int], dict[str, int], type[T], ... prepare_class does not call a
metaclass's __prepare__: the namespace is a dict."""

from copy import _get_state
import math as _some_module

__all__ = ['FunctionType', 'LambdaType', 'GeneratorType', 'MethodType',
           'BuiltinFunctionType', 'BuiltinMethodType', 'ModuleType', 'NoneType', 'EllipsisType', 'NotImplementedType',
           'SimpleNamespace', 'MappingProxyType', 'UnionType', 'GenericAlias', 'new_class', 'prepare_class',
           'resolve_bases']


def _f():
    pass


def _g():
    yield 1


class _C:
    def _m(self):
        pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
GeneratorType = type(_g())
MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
ModuleType = type(_some_module)
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)

del _f, _g, _C, _some_module

# ---- UnionType --------------------------------------------------------------

# `X | Y` between two classes (or a class and None) reaches _union_or
# through type's binary slot (runtime/func.c), as an annotation such as
# `def f(a: int | None = None)` builds it when the def runs; the `|` of a
# union and anything else reaches the class's own __or__ and __ror__. The
# operands are classes, None and unions only: smolvm has no generic aliases.

def _unionable(x):
    return x is None or isinstance(x, (type, UnionType, GenericAlias))


def _make(items):
    """The union of `items` in order: unions are flattened, None becomes
    NoneType and repeats (by identity) are dropped. A single class stands
    for itself."""
    args = []
    for x in items:
        sub = x.__args__ if isinstance(x, UnionType) else (x,)
        for a in sub:
            if a is None:
                a = NoneType
            for b in args:
                if a is b or (isinstance(a, GenericAlias) and a == b):
                    break
            else:
                args.append(a)
    if len(args) == 1:
        return args[0]
    u = object.__new__(UnionType)
    u.__args__ = tuple(args)
    return u


def _union_or(a, b):
    if not (_unionable(a) and _unionable(b)):
        return NotImplemented
    return _make((a, b))


def _item_repr(a):
    if a is NoneType:
        return 'None'
    if a is Ellipsis:
        return '...'
    if isinstance(a, GenericAlias) or (hasattr(a, '__origin__') and hasattr(a, '__args__')):
        return repr(a)
    qualname = getattr(a, '__qualname__', None)
    module = getattr(a, '__module__', None)
    if qualname is None or module is None:
        return repr(a)
    if module == 'builtins':
        return qualname
    return '%s.%s' % (module, qualname)


class UnionType:
    __module__ = 'types'
    __parameters__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'types.UnionType' instances")

    def __repr__(self):
        return ' | '.join([_item_repr(a) for a in self.__args__])

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __or__(self, other):
        return _union_or(self, other)

    def __ror__(self, other):
        return _union_or(other, self)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__args__)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__args__)


class GenericAlias:
    """list[int]: a class with arguments, for annotations."""
    __module__ = 'types'

    def __new__(cls, origin, args):
        self = object.__new__(cls)
        self.__origin__ = origin
        self.__args__ = args if isinstance(args, tuple) else (args,)
        self.__parameters__ = ()
        return self

    def __repr__(self):
        args = self.__args__
        inner = ', '.join([_item_repr(a) for a in args]) if args else '()'
        return '%s[%s]' % (_item_repr(self.__origin__), inner)

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __getattr__(self, name):
        if name.startswith('__') and name.endswith('__') and name not in (
                '__name__', '__qualname__', '__module__', '__doc__'):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __or__(self, other):
        return _union_or(self, other)

    def __ror__(self, other):
        return _union_or(other, self)

    def __getitem__(self, item):
        raise TypeError('%r is not a generic class' % (self,))

    def __instancecheck__(self, obj):
        raise TypeError('isinstance() argument 2 cannot be a parameterized generic')

    def __subclasscheck__(self, cls):
        raise TypeError('issubclass() argument 2 cannot be a parameterized generic')


_hide_frames(UnionType)
_hide_frames(GenericAlias)
_hide_frames(_union_or)


_repr_active = set()


class SimpleNamespace:
    """A simple attribute-based namespace: SimpleNamespace(**kwargs)."""
    __module__ = 'types'

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        for k in kwargs:
            setattr(self, k, kwargs[k])

    def __repr__(self):
        name = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        key = id(self)
        if key in _repr_active:
            return name + '(...)'
        _repr_active.add(key)
        try:
            state = _get_state(self) or {}
            return '%s(%s)' % (name, ', '.join(['%s=%r' % (k, state[k]) for k in state]))
        finally:
            _repr_active.discard(key)

    def __eq__(self, other):
        if isinstance(other, SimpleNamespace):
            return (_get_state(self) or {}) == (_get_state(other) or {})
        return NotImplemented

    __hash__ = None


class mappingproxy:
    """A read-only view of a mapping."""
    __module__ = 'builtins'

    def __init__(self, mapping):
        if (not hasattr(type(mapping), '__getitem__') or not hasattr(type(mapping), 'keys')
                or isinstance(mapping, (list, tuple))):
            raise TypeError("mappingproxy() argument must be a mapping, not %s" % type(mapping).__name__)
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __len__(self):
        return len(self._mapping)

    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __reversed__(self):
        return reversed(self._mapping)

    def __eq__(self, other):
        return self._mapping == other

    def __or__(self, other):
        if isinstance(other, MappingProxyType):
            other = other._mapping
        return self._mapping | other

    def __ror__(self, other):
        return other | self._mapping

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def copy(self):
        return self._mapping.copy()

    def __repr__(self):
        return 'mappingproxy(%r)' % (self._mapping,)

    def __str__(self):
        return str(self._mapping)

    __hash__ = None

    __class_getitem__ = classmethod(GenericAlias)


_clinic_args(mappingproxy.__init__)
MappingProxyType = mappingproxy
del mappingproxy


def resolve_bases(bases):
    """Resolve the bases that define __mro_entries__ (a generic alias)."""
    new = []
    changed = False
    for base in bases:
        if isinstance(base, type) or not hasattr(base, '__mro_entries__'):
            new.append(base)
            continue
        entries = base.__mro_entries__(tuple(bases))
        changed = True
        if not isinstance(entries, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        new.extend(entries)
    return tuple(new) if changed else tuple(bases)


def _calculate_meta(meta, bases):
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError("metaclass conflict: the metaclass of a derived class must be "
                        "a (non-strict) subclass of the metaclasses of all its bases")
    return winner


def prepare_class(name, bases=(), kwds=None):
    """Return (metaclass, namespace, kwds) as a class statement would."""
    kwds = {} if kwds is None else dict(kwds)
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    else:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    ns = {}
    return meta, ns, kwds


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically, as a class statement would."""
    resolved = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved, kwds)
    if exec_body is not None:
        exec_body(ns)
    if '__module__' not in ns:
        ns['__module__'] = 'types'
    if resolved is not bases and resolved != tuple(bases):
        ns['__orig_bases__'] = bases
    return meta(name, resolved, ns, **kwds)

__c_types__ = (SimpleNamespace, UnionType, GenericAlias)
