"""Type hints for annotations (CPython's typing module, reduced).

The names agents import are here so that annotations evaluate and print
as in CPython: List[int], Optional[str], Callable[[int], str], TypeVar,
Generic, NamedTuple, TypedDict, Literal, ... Nothing is checked at run
time, as in CPython."""

from collections import (deque as _deque, defaultdict as _defaultdict,
                         OrderedDict as _OrderedDict, Counter as _Counter,
                         ChainMap as _ChainMap, namedtuple as _namedtuple,
                         _nt_setattr, _bind as _nt_bind,
                         _nt_make, _nt_replace, _nt_asdict, _nt_repr,
                         _field_property)
import collections.abc as _abc
from types import UnionType as _UnionType, GenericAlias as _TypesGenericAlias

TYPE_CHECKING = False

_NoneType = type(None)


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return '%s.%s' % (obj.__module__, obj.__qualname__)
    if obj is Ellipsis:
        return '...'
    if obj is None:
        return 'None'
    if type(obj) is type(_type_repr):
        return obj.__name__
    return repr(obj)


def _type_check(arg):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _as_tuple(params):
    if isinstance(params, tuple):
        return params
    return (params,)


class _Final:
    __module__ = 'typing'

    def __init_subclass__(cls, *args, **kwds):
        pass


# ---- subscripted forms ----------------------------------------------------

class _GenericAlias(_Final):
    """The result of subscripting a typing name, e.g. List[int]."""

    def __init__(self, origin, args, name, inst=False):
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._inst = inst

    def __repr__(self):
        name = self._name
        args = self.__args__
        if name == 'Callable' and len(args) == 2 and isinstance(args[0], list):
            params = '[%s]' % ', '.join([_type_repr(a) for a in args[0]])
            return 'typing.Callable[%s, %s]' % (params, _type_repr(args[1]))
        if name == 'Tuple' and args == ():
            return 'typing.Tuple[()]'
        if name == 'Optional':
            return 'typing.Optional[%s]' % _type_repr(args[0])
        if name == 'Literal':
            return 'typing.Literal[%s]' % ', '.join([repr(a) for a in args])
        if name == 'Annotated':
            rest = ', '.join([repr(a) for a in args[1:]])
            return 'typing.Annotated[%s, %s]' % (_type_repr(args[0]), rest)
        prefix = name if '.' in name else 'typing.' + name
        return '%s[%s]' % (prefix, ', '.join([_type_repr(a) for a in args]))

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self._name, self.__args__))

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError('Type %s cannot be instantiated; use %s() instead'
                            % (self._name, self.__origin__.__name__.lower()
                               if isinstance(self.__origin__, type) else self._name))
        return self.__origin__(*args, **kwargs)

    def __getitem__(self, params):
        params = _as_tuple(params)
        tvars = [a for a in self.__args__ if isinstance(a, TypeVar)]
        if not tvars:
            raise TypeError('%r is not a generic class' % (self,))
        if len(params) != len(tvars):
            raise TypeError('Too %s arguments for %r' % (
                'many' if len(params) > len(tvars) else 'few', self))
        subst = dict(zip(tvars, params))
        args = tuple([subst.get(a, a) if isinstance(a, TypeVar) else a for a in self.__args__])
        return _GenericAlias(self.__origin__, args, self._name, self._inst)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    @property
    def __parameters__(self):
        return tuple(_collect_params(self.__args__))

    def __mro_entries__(self, bases):
        # class Rows(List[int]) subclasses list, and Generic unless a later
        # base is generic already, as in CPython. The alias is kept for
        # the new class's __parameters__ (Generic.__init_subclass__).
        _note_orig_base(bases, self)
        origin = self.__origin__
        if origin is Generic:
            # Generic[...] gives way to Protocol and to a later generic
            # base, as CPython's does.
            if any(b is Protocol for b in bases):
                return ()
            i = [k for k, b in enumerate(bases) if b is self][0]
            for b in bases[i + 1:]:
                if isinstance(b, _GenericAlias) and b is not self:
                    return ()
            return (origin,)
        if isinstance(origin, type) and issubclass(origin, Generic):
            return (origin,)
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _GenericAlias) or (isinstance(b, type) and issubclass(b, Generic)):
                break
        else:
            res.append(Generic)
        return tuple(res)

    def __instancecheck__(self, obj):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')

    def __subclasscheck__(self, cls):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')


class _UnionAlias(_GenericAlias):
    # Equal to any union of the same members in any order, a
    # types.UnionType (int | str) included, as in CPython.
    def __eq__(self, other):
        if not isinstance(other, (_UnionAlias, _UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False

    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and _NoneType in args:
            other = args[0] if args[1] is _NoneType else args[1]
            return 'typing.Optional[%s]' % _type_repr(other)
        return 'typing.Union[%s]' % ', '.join([_type_repr(a) for a in args])

    def __call__(self, *args, **kwargs):
        raise TypeError('Cannot instantiate typing.Union')

    def __getitem__(self, params):
        raise TypeError('%r is not a generic class' % (self,))


# ---- special forms --------------------------------------------------------

class _SpecialForm(_Final):
    def __init__(self, name, getitem=None):
        self._name = name
        self._getitem = getitem
        self.__name__ = name

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError('%r is not subscriptable' % (self,))
        return self._getitem(self, parameters)

    def __call__(self, *args, **kwds):
        raise TypeError('Cannot instantiate %r' % (self,))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __hash__(self):
        return hash(self._name)


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    flat = []
    for p in _as_tuple(parameters):
        p = _type_check(p)
        if isinstance(p, (_UnionAlias, _UnionType)):
            for q in p.__args__:
                if q not in flat:
                    flat.append(q)
        elif p not in flat:
            flat.append(p)
    if len(flat) == 1:
        return flat[0]
    return _UnionAlias(Union, tuple(flat), 'Union')


def _optional_getitem(self, parameters):
    if isinstance(parameters, tuple):
        raise TypeError('typing.Optional requires a single type. Got %r.' % (parameters,))
    return Union[parameters, None]


def _single_getitem(self, parameters):
    if isinstance(parameters, tuple):
        raise TypeError('%r accepts only single type.' % (self,))
    return _GenericAlias(self, (_type_check(parameters),), self._name)


def _literal_getitem(self, parameters):
    return _GenericAlias(self, _as_tuple(parameters), 'Literal')


def _annotated_getitem(self, parameters):
    params = _as_tuple(parameters)
    if len(params) < 2:
        raise TypeError('Annotated[...] should be used with at least two arguments '
                        '(a type and an annotation).')
    return _GenericAlias(self, params, 'Annotated')


def _args_getitem(self, parameters):
    return _GenericAlias(self, _as_tuple(parameters), self._name)


Any = _SpecialForm('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')
Union = _SpecialForm('Union', _union_getitem)
Optional = _SpecialForm('Optional', _optional_getitem)
ClassVar = _SpecialForm('ClassVar', _single_getitem)
Final = _SpecialForm('Final', _single_getitem)
Required = _SpecialForm('Required', _single_getitem)
NotRequired = _SpecialForm('NotRequired', _single_getitem)
TypeGuard = _SpecialForm('TypeGuard', _single_getitem)
Literal = _SpecialForm('Literal', _literal_getitem)
Annotated = _SpecialForm('Annotated', _annotated_getitem)
Concatenate = _SpecialForm('Concatenate', _args_getitem)
Unpack = _SpecialForm('Unpack', _single_getitem)


# ---- generic aliases of classes -------------------------------------------

class _Alias(_Final):
    """An unsubscripted generic such as List or Iterable."""

    def __init__(self, origin, name, nparams, inst=False):
        self.__origin__ = origin
        self._name = name
        self._nparams = nparams
        self._inst = inst
        self.__name__ = name

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        params = _as_tuple(params)
        if self._name == 'Callable':
            if len(params) != 2:
                raise TypeError('Callable must be used as Callable[[arg, ...], result].')
            args, result = params
            if isinstance(args, (list, tuple)):
                args = [_type_check(a) for a in args]
            return _GenericAlias(self.__origin__, (args, _type_check(result)), 'Callable',
                                 self._inst)
        if self._name == 'Tuple':
            return _GenericAlias(self.__origin__, tuple([_type_check(p) for p in params]),
                                 'Tuple', self._inst)
        if self._nparams == 0:
            raise TypeError('%r is not a generic class' % (self,))
        if self._nparams >= 0 and len(params) != self._nparams:
            raise TypeError('Too %s arguments for %r; actual %d, expected %d' % (
                'many' if len(params) > self._nparams else 'few', self,
                len(params), self._nparams))
        return _GenericAlias(self.__origin__, tuple([_type_check(p) for p in params]),
                             self._name, self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            what = self.__origin__.__name__ if isinstance(self.__origin__, type) else self._name
            raise TypeError('Type %s cannot be instantiated; use %s() instead' % (self._name, what))
        return self.__origin__(*args, **kwargs)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __hash__(self):
        return hash(self._name)

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        if isinstance(self.__origin__, type):
            if isinstance(cls, _Alias):
                return issubclass(cls.__origin__, self.__origin__)
            return issubclass(cls, self.__origin__)
        raise TypeError('issubclass() arg 2 must be a class')


List = _Alias(list, 'List', 1)
Dict = _Alias(dict, 'Dict', 2)
Set = _Alias(set, 'Set', 1)
FrozenSet = _Alias(frozenset, 'FrozenSet', 1)
Tuple = _Alias(tuple, 'Tuple', -1)
Type = _Alias(type, 'Type', 1)
Deque = _Alias(_deque, 'Deque', 1, True)
DefaultDict = _Alias(_defaultdict, 'DefaultDict', 2, True)
OrderedDict = _Alias(_OrderedDict, 'OrderedDict', 2, True)
Counter = _Alias(_Counter, 'Counter', 1, True)
ChainMap = _Alias(_ChainMap, 'ChainMap', 2, True)
Callable = _Alias(_abc.Callable, 'Callable', -1, True)
Iterable = _Alias(_abc.Iterable, 'Iterable', 1, True)
Iterator = _Alias(_abc.Iterator, 'Iterator', 1, True)
Generator = _Alias(_abc.Generator, 'Generator', 3, True)
Reversible = _Alias(_abc.Reversible, 'Reversible', 1, True)
Container = _Alias(_abc.Container, 'Container', 1, True)
Collection = _Alias(_abc.Collection, 'Collection', 1, True)
Sequence = _Alias(_abc.Sequence, 'Sequence', 1, True)
MutableSequence = _Alias(_abc.MutableSequence, 'MutableSequence', 1, True)
Mapping = _Alias(_abc.Mapping, 'Mapping', 2, True)
MutableMapping = _Alias(_abc.MutableMapping, 'MutableMapping', 2, True)
AbstractSet = _Alias(_abc.Set, 'AbstractSet', 1, True)
MutableSet = _Alias(_abc.MutableSet, 'MutableSet', 1, True)
KeysView = _Alias(_abc.KeysView, 'KeysView', 1, True)
ItemsView = _Alias(_abc.ItemsView, 'ItemsView', 2, True)
ValuesView = _Alias(_abc.ValuesView, 'ValuesView', 1, True)
MappingView = _Alias(_abc.MappingView, 'MappingView', 1, True)
Awaitable = _Alias(_abc.Awaitable, 'Awaitable', 1, True)
Coroutine = _Alias(_abc.Coroutine, 'Coroutine', 3, True)
AsyncIterable = _Alias(_abc.AsyncIterable, 'AsyncIterable', 1, True)
AsyncIterator = _Alias(_abc.AsyncIterator, 'AsyncIterator', 1, True)
AsyncGenerator = _Alias(_abc.AsyncGenerator, 'AsyncGenerator', 2, True)
ContextManager = _Alias(None, 'ContextManager', 1)
AsyncContextManager = _Alias(None, 'AsyncContextManager', 1)
Pattern = _Alias(None, 'Pattern', 1)
Match = _Alias(None, 'Match', 1)
Hashable = _Alias(_abc.Hashable, 'Hashable', 0, True)
Sized = _Alias(_abc.Sized, 'Sized', 0, True)
ByteString = _Alias(_abc.ByteString, 'ByteString', 0, True)
IO = _Alias(None, 'IO', 1)
TextIO = _Alias(None, 'TextIO', 0)
BinaryIO = _Alias(None, 'BinaryIO', 0)
SupportsInt = _Alias(None, 'SupportsInt', 0)
SupportsFloat = _Alias(None, 'SupportsFloat', 0)
SupportsComplex = _Alias(None, 'SupportsComplex', 0)
SupportsBytes = _Alias(None, 'SupportsBytes', 0)
SupportsIndex = _Alias(None, 'SupportsIndex', 0)
SupportsAbs = _Alias(None, 'SupportsAbs', 1)
SupportsRound = _Alias(None, 'SupportsRound', 1)
_ABCMeta = _abc.ABCMeta
_defines = _abc._defines
del _abc
Text = str


# ---- TypeVar, Generic, Protocol --------------------------------------------

class TypeVar(_Final):
    """Type variable: T = TypeVar('T'), with optional constraints or bound."""
    __module__ = 'typing'

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        if len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        self.__name__ = name
        self.__constraints__ = constraints
        self.__bound__ = _type_check(bound) if bound is not None else None
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)

    def __repr__(self):
        if self.__covariant__:
            return '+' + self.__name__
        if self.__contravariant__:
            return '-' + self.__name__
        return '~' + self.__name__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class ForwardRef(_Final):
    """Internal wrapper to hold a forward reference."""
    __module__ = 'typing'

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError('Forward reference must be a string -- got %r' % (arg,))
        # CPython compiles the string here and refuses one that is not an
        # expression (SyntaxError); smolvm checks what it can parse.
        arg[0]
        try:
            _HintParser(arg, None).whole()
        except TypeError:
            pass
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__ == other.__forward_arg__ and
                self.__forward_module__ == other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        if self.__forward_module__ is None:
            module_repr = ''
        else:
            module_repr = ', module=%r' % (self.__forward_module__,)
        return 'ForwardRef(%r%s)' % (self.__forward_arg__, module_repr)


class ParamSpecArgs(_Final):
    """The args for a ParamSpec object: P.args, for *args: P.args."""
    __module__ = 'typing'

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return '%s.args' % (self.__origin__.__name__,)

    def __eq__(self, other):
        if not isinstance(other, ParamSpecArgs):
            return NotImplemented
        return self.__origin__ == other.__origin__

    __hash__ = None


class ParamSpecKwargs(_Final):
    """The kwargs for a ParamSpec object: P.kwargs, for **kwargs: P.kwargs."""
    __module__ = 'typing'

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return '%s.kwargs' % (self.__origin__.__name__,)

    def __eq__(self, other):
        if not isinstance(other, ParamSpecKwargs):
            return NotImplemented
        return self.__origin__ == other.__origin__

    __hash__ = None


class ParamSpec(_Final):
    __module__ = 'typing'

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __repr__(self):
        return '~' + self.__name__


class TypeVarTuple(_Final):
    __module__ = 'typing'

    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__


AnyStr = TypeVar('AnyStr', bytes, str)


def _class_getitem_works():
    try:
        class _Probe:
            @classmethod
            def __class_getitem__(cls, item):
                return cls
        return _Probe[int] is _Probe
    except Exception:
        return False


def _collect_params(args):
    """The type variables in args, each once, in order of appearance (in
    subscripted aliases too): a generic class's __parameters__."""
    out = []
    for a in args:
        if isinstance(a, (TypeVar, ParamSpec, TypeVarTuple)):
            found = [a]
        elif isinstance(a, (list, tuple)):
            found = _collect_params(a)
        elif not isinstance(a, type) and hasattr(a, '__origin__') and hasattr(a, '__args__'):
            found = _collect_params(a.__args__)
        else:
            found = ()
        for p in found:
            if p not in out:
                out.append(p)
    return out


# The subscripted bases of the classes being made, as their
# __mro_entries__ saw them: [bases, [alias, ...]] groups, innermost class
# last. Generic.__init_subclass__ takes its class's group: CPython's
# type.__new__ keeps them as __orig_bases__.
_orig_base_groups = []


def _note_orig_base(bases, alias):
    if _orig_base_groups and _orig_base_groups[-1][0] is bases:
        _orig_base_groups[-1][1].append(alias)
    else:
        _orig_base_groups.append([bases, [alias]])


def _take_orig_bases(cls):
    # The innermost group whose aliases are all bases of cls; a group
    # left by a class statement that failed is dropped on the way.
    mro = cls.mro()
    while _orig_base_groups:
        bases, aliases = _orig_base_groups.pop()
        if all(a.__origin__ in mro for a in aliases):
            return aliases
    return None


if _class_getitem_works():
    class Generic:
        """Base class for generic classes: class Stack(Generic[T])."""
        __module__ = 'typing'
        __slots__ = ()
        __parameters__ = ()

        @classmethod
        def __class_getitem__(cls, params):
            # Generic[T] and Protocol[T] are bases that name the type
            # variables; Stack[int] of a generic class is an alias that
            # prints and calls as CPython's does.
            params = _as_tuple(params)
            if cls is Generic or cls.__name__ == 'Protocol' and cls.__module__ == 'typing':
                if not params:
                    raise TypeError('Parameter list to %s[...] cannot be empty' % (cls.__qualname__,))
                if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) for p in params):
                    raise TypeError('Parameters to %s[...] must all be type variables '
                                    'or parameter specification variables.' % (cls.__name__,))
                if len(set(params)) != len(params):
                    raise TypeError('Parameters to %s[...] must all be unique' % (cls.__name__,))
                return _GenericAlias(cls, params, 'typing.' + cls.__name__, True)
            expected = len(cls.__parameters__)
            if not expected:
                raise TypeError('%r is not a generic class' % (cls,))
            if len(params) != expected:
                raise TypeError('Too %s arguments for %r; actual %d, expected %d' % (
                    'many' if len(params) > expected else 'few', cls, len(params), expected))
            return _GenericAlias(cls, params,
                                 '%s.%s' % (cls.__module__, cls.__qualname__), True)

        def __init_subclass__(cls, *args, **kwargs):
            super().__init_subclass__(*args, **kwargs)
            aliases = _take_orig_bases(cls)
            if aliases is None:
                # A plain subclass (class C(Stack)) is no generic class.
                cls.__parameters__ = ()
                return
            tvars = _collect_params(aliases)
            gvars = None
            for a in aliases:
                if a.__origin__ is Generic:
                    if gvars is not None:
                        raise TypeError('Cannot inherit from Generic[...] multiple types.')
                    gvars = a.__parameters__
            if gvars is not None:
                missing = [t for t in tvars if t not in gvars]
                if missing:
                    raise TypeError('Some type variables (%s) are not listed in Generic[%s]' % (
                        ', '.join([str(t) for t in missing]), ', '.join([str(g) for g in gvars])))
                tvars = gvars
            cls.__parameters__ = tuple(tvars)

    # The names a protocol class's namespace holds that are not members of
    # the protocol (CPython's _SPECIAL_NAMES and typing internals).
    _PROTO_SKIP = frozenset(['__abstractmethods__', '__annotations__', '__dict__', '__doc__',
                             '__init__', '__module__', '__new__', '__slots__', '__qualname__',
                             '__subclasshook__', '__weakref__', '__class_getitem__',
                             '__parameters__', '__orig_bases__', '__orig_class__',
                             '_is_protocol', '_is_runtime_protocol', '_protocol_attrs',
                             '_MutableMapping__marker'])
    _protocol_root = []
    _reckless = [0]

    class _ProtocolMeta(_ABCMeta):
        """The metaclass of Protocol: instances of a @runtime_checkable
        protocol are recognised by the members they have."""
        __module__ = 'typing'

        def __new__(mcls, name, bases, namespace, /, **kwargs):
            cls = super().__new__(mcls, name, bases, namespace, **kwargs)
            root = _protocol_root[0] if _protocol_root else None
            cls._is_protocol = root is not None and any(b is root for b in bases)
            attrs = set()
            for b in bases:
                if isinstance(b, _ProtocolMeta) and b._is_protocol:
                    attrs.update(b._protocol_attrs)
            for key in list(namespace) + list(namespace.get('__annotations__', ())):
                if key not in _PROTO_SKIP and not key.startswith('_abc_'):
                    attrs.add(key)
            cls._protocol_attrs = frozenset(attrs)
            if cls._is_protocol:
                for b in bases:
                    if not (b is object or b is Generic or b is root
                            or isinstance(b, _ProtocolMeta) and b._is_protocol):
                        raise TypeError('Protocols can only inherit from other'
                                        ' protocols, got %r' % b)
            if '__subclasshook__' not in namespace:
                cls.__subclasshook__ = classmethod(_proto_hook)
            return cls

        def __call__(cls, *args, **kwargs):
            if cls._is_protocol:
                raise TypeError('Protocols cannot be instantiated')
            return super().__call__(*args, **kwargs)

        def __instancecheck__(cls, instance):
            if cls._is_protocol and not getattr(cls, '_is_runtime_protocol', False):
                raise TypeError('Instance and class checks can only be used with'
                                ' @runtime_checkable protocols')
            if ((not cls._is_protocol or _callable_members_only(cls))
                    and issubclass(type(instance), cls)):
                return True
            if cls._is_protocol:
                if all(hasattr(instance, attr) and
                       (not callable(getattr(cls, attr, None))
                        or getattr(instance, attr) is not None)
                       for attr in cls._protocol_attrs):
                    return True
            # The nominal check (bases, register()) then, where the hook
            # leaves the decision to ABCMeta, as CPython's does when abc
            # calls it.
            _reckless[0] += 1
            try:
                return super().__instancecheck__(instance)
            finally:
                _reckless[0] -= 1

    def _callable_members_only(cls):
        return all(callable(getattr(cls, attr, None)) for attr in cls._protocol_attrs)

    def _proto_hook(cls, other):
        if not cls._is_protocol:
            return NotImplemented
        if not getattr(cls, '_is_runtime_protocol', False):
            if _reckless[0]:
                return NotImplemented
            raise TypeError('Instance and class checks can only be used with'
                            ' @runtime_checkable protocols')
        if not _callable_members_only(cls):
            if _reckless[0]:
                return NotImplemented
            raise TypeError("Protocols with non-method members don't support issubclass()")
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        for attr in cls._protocol_attrs:
            if not _defines(other, attr):
                return NotImplemented
        return True

    class Protocol(Generic, metaclass=_ProtocolMeta):
        """Base class for protocol classes (structural typing)."""
        __module__ = 'typing'
        __slots__ = ()

    _protocol_root.append(Protocol)
    Protocol._is_protocol = True
else:
    # The runtime cannot subscript user classes yet: Generic[T] and
    # Protocol[T] are then plain object, which works as a base class.
    Generic = object
    Protocol = object


# ---- NamedTuple and TypedDict ---------------------------------------------

_nt_base = tuple
_NT_NULL = object()


def _nt_fields_from_class(cls, base):
    try:
        ann = cls.__annotations__
    except AttributeError:
        ann = {}
    fields = []
    defaults = {}
    for name in ann:
        fields.append(name)
        v = getattr(cls, name, _NT_NULL)
        if v is not _NT_NULL and v is getattr(base, name, _NT_NULL):
            v = _NT_NULL        # an inherited method such as count/index
        if v is not _NT_NULL:
            defaults[name] = v
        elif defaults:
            raise TypeError('Non-default namedtuple field %s cannot follow default field%s %s'
                            % (name, 's' if len(defaults) > 1 else '', ', '.join(defaults)))
    return tuple(fields), defaults


class NamedTuple(_nt_base):
    """Typed version of namedtuple: class Point(NamedTuple): x: int; y: int = 0"""
    __module__ = 'typing'
    __slots__ = ()
    __setattr__ = _nt_setattr

    def __new__(cls, *args, **kwargs):
        if cls is NamedTuple:
            if not args:
                raise TypeError("NamedTuple.__new__() missing 1 required positional argument: 'typename'")
            typename = args[0]
            fields = args[1] if len(args) > 1 else list(kwargs.items())
            names = [f[0] for f in fields]
            nt = _namedtuple(typename, names)
            return nt
        return tuple.__new__(cls, _nt_bind(cls, args, kwargs))

    def __init_subclass__(cls, **kwargs):
        if getattr(cls, '_fields', None) is not None:
            return      # a subclass of a NamedTuple class keeps its fields
        fields, defaults = _nt_fields_from_class(cls, _nt_base)
        for i, name in enumerate(fields):
            setattr(cls, name, _field_property(i, name))
        cls._fields = fields
        cls._field_defaults = defaults
        cls.__match_args__ = fields
        if cls.__doc__ is None:
            cls.__doc__ = '%s(%s)' % (cls.__name__, ', '.join(fields))

    @classmethod
    def _make(cls, iterable):
        return _nt_make(cls, iterable)

    def _replace(self, **kwds):
        return _nt_replace(self, **kwds)

    def _asdict(self):
        return _nt_asdict(self)

    def __repr__(self):
        return _nt_repr(self)


class TypedDict(dict):
    """class Movie(TypedDict): name: str; year: int -- instances are plain dicts."""
    __module__ = 'typing'

    def __new__(cls, *args, **kwargs):
        if cls is TypedDict:
            if not args:
                raise TypeError("TypedDict() missing 1 required positional argument: '_typename'")
            name = args[0]
            fields = args[1] if len(args) > 1 else {}
            total = kwargs.get('total', True)
            td = type(name, (TypedDict,), {'__annotations__': dict(fields),
                                           '__module__': '__main__',
                                           '__qualname__': name})
            _typeddict_setup(td, total)
            return td
        return dict(*args, **kwargs)

    def __init_subclass__(cls, /, total=True, **kwargs):
        super().__init_subclass__(**kwargs)
        _typeddict_setup(cls, total)


def _annotations_of(obj):
    try:
        return obj.__annotations__
    except AttributeError:
        return None


def _typeddict_setup(cls, total):
    """The class attributes a TypedDict class has in CPython: __total__,
    the annotations of its bases merged with its own, and which keys are
    required (Required[...] and NotRequired[...] decide over total)."""
    own = _annotations_of(cls) or {}
    for base in cls.mro()[1:]:
        if _annotations_of(base) is own:
            own = {}
            break
    merged = {}
    required = set()
    optional = set()
    for base in reversed(cls.mro()[1:]):
        if base is TypedDict or not issubclass(base, TypedDict):
            continue
        merged.update(_annotations_of(base) or {})
        required |= getattr(base, '__required_keys__', frozenset())
        optional |= getattr(base, '__optional_keys__', frozenset())
    for key, tp in own.items():
        origin = getattr(tp, '__origin__', None)
        if origin is Required:
            is_required = True
        elif origin is NotRequired:
            is_required = False
        else:
            is_required = bool(total)
        if is_required:
            required.add(key)
            optional.discard(key)
        else:
            optional.add(key)
            required.discard(key)
    merged.update(own)
    cls.__annotations__ = merged
    cls.__total__ = total
    cls.__required_keys__ = frozenset(required)
    cls.__optional_keys__ = frozenset(optional)


# ---- helpers ----------------------------------------------------------------

def cast(typ, val):
    """Return val unchanged (a hint for type checkers)."""
    return val


def assert_type(val, typ):
    return val


def assert_never(arg):
    raise AssertionError('Expected code to be unreachable, but got: %r' % (arg,))


def reveal_type(obj):
    return obj


def _overload_dummy(*args, **kwds):
    """Helper for @overload to raise when called."""
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


# module -> qualname -> the functions @overload registered, in order.
# CPython keys them by first line number too, which smolvm's functions do
# not carry: running the same overloads again registers them again.
_overload_registry = {}


def overload(func):
    """Decorator for overloaded functions/methods: registers func for
    get_overloads() and returns a function that refuses to be called."""
    module = getattr(func, '__module__', None)
    qualname = getattr(func, '__qualname__', None)
    if module is not None and qualname is not None:
        _overload_registry.setdefault(module, {}).setdefault(qualname, []).append(func)
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for *func* as a sequence."""
    module = getattr(func, '__module__', None)
    qualname = getattr(func, '__qualname__', None)
    mod_dict = _overload_registry.get(module)
    if mod_dict is None or qualname not in mod_dict:
        return []
    return list(mod_dict[qualname])


def clear_overloads():
    """Clear all overloads in the registry."""
    _overload_registry.clear()


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Decorator that marks a function, class, or metaclass as providing
    dataclass-like behavior (PEP 681); at run time it records its
    arguments in __dataclass_transform__."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            'eq_default': eq_default,
            'order_default': order_default,
            'kw_only_default': kw_only_default,
            'field_specifiers': field_specifiers,
            'kwargs': kwargs,
        }
        return cls_or_fn
    return decorator


def final(f):
    return f


def no_type_check(arg):
    """Decorator to indicate that annotations are not type hints: sets
    __no_type_check__ on the function or class."""
    try:
        arg.__no_type_check__ = True
    except (TypeError, AttributeError):
        pass
    return arg


def no_type_check_decorator(decorator):
    """Decorator to give another decorator the @no_type_check effect."""
    from functools import wraps

    @wraps(decorator)
    def wrapped_decorator(*args, **kwds):
        func = decorator(*args, **kwds)
        func = no_type_check(func)
        return func

    return wrapped_decorator


def is_typeddict(tp):
    """Check if an annotation is a TypedDict class."""
    return isinstance(tp, type) and tp is not TypedDict and issubclass(tp, TypedDict)


def runtime_checkable(cls):
    """Mark a protocol class as one isinstance() and issubclass() can check."""
    if not (isinstance(cls, type) and getattr(cls, '_is_protocol', False)):
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


def get_origin(tp):
    if isinstance(tp, _UnionType):
        return _UnionType
    if isinstance(tp, _TypesGenericAlias):
        return tp.__origin__
    if isinstance(tp, (_GenericAlias, _Alias)):
        origin = tp.__origin__
        return origin
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    if isinstance(tp, (_UnionType, _TypesGenericAlias)):
        return tp.__args__
    if isinstance(tp, _GenericAlias):
        args = tp.__args__
        if tp._name == 'Callable' and len(args) == 2 and isinstance(args[0], list):
            return (args[0], args[1])
        return args
    return ()


# ---- string annotations ---------------------------------------------------
# CPython evaluates a string annotation (a forward reference, or every
# annotation under `from __future__ import annotations`) with eval().
# smolvm has no eval(): the expressions annotations are written in are
# evaluated here instead: names (looked up where CPython's eval looks
# them up), attributes, subscripts, `|`, None, True, False, ..., str and
# int literals, and tuples and lists of those. Anything else (a call, an
# operator, a lambda) is a TypeError that says so.

_hint_name = _native_hint_name


def _hint_error(src):
    return TypeError('get_type_hints() cannot evaluate the string annotation %r in smolvm: only '
                     'names, attributes, subscripts, |, literals, tuples and lists are evaluated'
                     % (src,))


def _hint_tokens(src):
    toks = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c in ' \t\r\n':
            i += 1
        elif src.startswith('...', i):
            toks.append(('...', None))
            i += 3
        elif c in '[](),.|':
            toks.append((c, None))
            i += 1
        elif c.isdigit() or (c == '-' and i + 1 < n and src[i + 1].isdigit()):
            j = i + 1
            while j < n and src[j].isdigit():
                j += 1
            toks.append(('lit', int(src[i:j])))
            i = j
        elif c == '_' or c.isalpha():
            j = i + 1
            while j < n and (src[j] == '_' or src[j].isalnum()):
                j += 1
            toks.append(('name', src[i:j]))
            i = j
        elif c == '"' or c == "'":
            j = i + 1
            chars = []
            while j < n and src[j] != c:
                if src[j] == '\\':
                    if j + 1 >= n or src[j + 1] not in '\\\'"':
                        raise _hint_error(src)
                    j += 1
                chars.append(src[j])
                j += 1
            if j >= n:
                raise SyntaxError('Forward reference must be an expression -- got %r' % (src,))
            toks.append(('lit', ''.join(chars)))
            i = j + 1
        else:
            raise _hint_error(src)
    return toks


class _HintParser:
    """The annotation `src` evaluated, its names given by resolve(name);
    without resolve, only its syntax checked."""

    def __init__(self, src, resolve):
        self.src = src
        self.toks = _hint_tokens(src)
        self.i = 0
        self.resolve = resolve

    def peek(self):
        return self.toks[self.i][0] if self.i < len(self.toks) else None

    def take(self):
        if self.i >= len(self.toks):
            raise SyntaxError('Forward reference must be an expression -- got %r' % (self.src,))
        t = self.toks[self.i]
        self.i += 1
        return t

    def whole(self):
        if not self.toks:
            raise SyntaxError('Forward reference must be an expression -- got %r' % (self.src,))
        v = self.expr()
        if self.i != len(self.toks):
            raise _hint_error(self.src)
        return v

    def expr(self):
        v = self.primary()
        while self.peek() == '|':
            self.take()
            w = self.primary()
            if self.resolve is not None:
                v = v | w
        return v

    def primary(self):
        v = self.atom()
        while True:
            k = self.peek()
            if k == '.':
                self.take()
                kind, name = self.take()
                if kind != 'name':
                    raise _hint_error(self.src)
                if self.resolve is not None:
                    v = getattr(v, name)
            elif k == '[':
                self.take()
                items, comma = self.items(']')
                if not items:
                    raise _hint_error(self.src)
                if self.resolve is not None:
                    v = v[tuple(items) if comma or len(items) > 1 else items[0]]
            else:
                return v

    def atom(self):
        kind, val = self.take()
        if kind == 'name':
            if val == 'None':
                return None
            if val == 'True':
                return True
            if val == 'False':
                return False
            return None if self.resolve is None else self.resolve(val)
        if kind == 'lit':
            return val
        if kind == '...':
            return Ellipsis
        if kind == '(':
            items, comma = self.items(')')
            return tuple(items) if comma or not items else items[0]
        if kind == '[':
            items, comma = self.items(']')
            return items
        raise _hint_error(self.src)

    def items(self, close):
        """Expressions separated by commas up to `close`: (list, whether a
        comma was seen)."""
        items = []
        comma = False
        while self.peek() != close:
            items.append(self.expr())
            if self.peek() == ',':
                self.take()
                comma = True
            elif self.peek() != close:
                raise _hint_error(self.src)
        self.take()
        return items, comma


def _hint_resolver(owner, globalns, localns):
    if globalns is None and localns is None:
        return lambda name: _hint_name(owner, name)

    def resolve(name):
        if localns is not None and name in localns:
            return localns[name]
        if globalns is not None:
            if name in globalns:
                return globalns[name]
            return _hint_name(None, name)
        # Given localns only: the owner's own namespace stands for globalns.
        return _hint_name(owner, name)
    return resolve


def _eval_hint(t, resolve, seen=frozenset()):
    """t with its forward references evaluated, as CPython's _eval_type:
    inside the arguments of subscripted forms too; a reference met again
    while it is evaluated stays a ForwardRef."""
    if isinstance(t, str):
        t = ForwardRef(t)
    if isinstance(t, ForwardRef):
        arg = t.__forward_arg__
        if arg in seen:
            return t
        v = _type_check(_HintParser(arg, resolve).whole())
        return _eval_hint(v, resolve, seen | {arg})
    if isinstance(t, _TypesGenericAlias):
        args = tuple([_eval_hint(a, resolve, seen) for a in t.__args__])
        if all(a is b for a, b in zip(args, t.__args__)):
            return t
        return _TypesGenericAlias(t.__origin__, args)
    if isinstance(t, _UnionType):
        args = [_eval_hint(a, resolve, seen) for a in t.__args__]
        if all(a is b for a, b in zip(args, t.__args__)):
            return t
        r = args[0]
        for a in args[1:]:
            r = r | a
        return r
    if isinstance(t, _GenericAlias):
        if t._name == 'Literal':
            return t
        if t.__origin__ is Annotated:
            first = _eval_hint(t.__args__[0], resolve, seen)
            if first is t.__args__[0]:
                return t
            return _GenericAlias(t.__origin__, (first,) + tuple(t.__args__[1:]), t._name, t._inst)
        args = tuple([[_eval_hint(x, resolve, seen) for x in a] if isinstance(a, list)
                      else _eval_hint(a, resolve, seen) for a in t.__args__])
        if all(a is b or (isinstance(a, list) and a == b) for a, b in zip(args, t.__args__)):
            return t
        if isinstance(t, _UnionAlias):
            return Union[args]
        return _GenericAlias(t.__origin__, args, t._name, t._inst)
    return t


def _hint(v, resolve):
    if v is None:
        return _NoneType
    return _eval_hint(_type_check(v), resolve)



def _strip_extras(t):
    """Annotated[T, ...], Required[T] and NotRequired[T] as T, also inside
    the arguments of other forms (Optional[Annotated[str, x]])."""
    if not isinstance(t, _GenericAlias):
        return t
    if t.__origin__ is Annotated or t.__origin__ is Required or t.__origin__ is NotRequired:
        return _strip_extras(t.__args__[0])
    if t._name == 'Literal':
        return t
    args = tuple([[_strip_extras(x) for x in a] if isinstance(a, list) else _strip_extras(a)
                  for a in t.__args__])
    if all(a is b or (isinstance(a, list) and a == b) for a, b in zip(args, t.__args__)):
        return t
    if isinstance(t, _UnionAlias):
        return Union[args]
    return _GenericAlias(t.__origin__, args, t._name, t._inst)


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """Annotations of a class (its bases' first), function or module,
    string annotations evaluated where CPython's eval() would evaluate
    them (see _HintParser for what they may contain). Without
    include_extras, Annotated, Required and NotRequired give the type they
    wrap."""
    if getattr(obj, '__no_type_check__', None):
        return {}
    hints = {}
    if isinstance(obj, type):
        for klass in reversed(obj.mro()):
            try:
                ann = klass.__annotations__
            except AttributeError:
                continue
            resolve = _hint_resolver(klass, globalns, localns)
            for k, v in ann.items():
                hints[k] = _hint(v, resolve)
    else:
        owner = obj
        while hasattr(owner, '__wrapped__'):
            owner = owner.__wrapped__
        try:
            ann = obj.__annotations__
        except AttributeError:
            return hints
        resolve = _hint_resolver(owner, globalns, localns)
        for k, v in ann.items():
            hints[k] = _hint(v, resolve)
    if not include_extras:
        for k in hints:
            hints[k] = _strip_extras(hints[k])
    return hints


class NewType:
    """NewType creates simple unique types with almost zero runtime
    overhead: calling UserId(5) gives 5. A NewType prints as its module
    and name (the defining module is the snippet's, __main__)."""
    __module__ = 'typing'

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __call__(self, x):
        return x

    def __mro_entries__(self, bases):
        superclass_name = self.__name__

        class Dummy:
            def __init_subclass__(cls):
                subclass_name = cls.__name__
                raise TypeError(
                    f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
                    f"`{subclass_name} = NewType({subclass_name!r}, {superclass_name})`")

        return (Dummy,)

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __reduce__(self):
        return self.__qualname__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]
