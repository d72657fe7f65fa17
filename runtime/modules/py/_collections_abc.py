"""The abstract base classes of containers (PEP 3119): isinstance() and
issubclass() tests for the container protocols, and bases that fill in
the rest of a protocol from its few abstract methods."""

# The body of collections.abc, run in that module's namespace by
# runtime/modules/collections_abc.c, which provides _defines(cls, name)
# (does cls define name along its MRO, the test behind __subclasshook__)
# and _collections() (the collections module, if the session imported it).
# smolvm has no async: the asynchronous ABCs (Awaitable, Coroutine,
# AsyncIterable, AsyncIterator, AsyncGenerator) are here for isinstance(),
# issubclass(), subclassing and annotations, and their mixin methods that
# CPython writes as coroutines (AsyncIterator.__anext__, AsyncGenerator's
# __anext__ and aclose) are plain methods.

__all__ = ["Awaitable", "Coroutine",
           "AsyncIterable", "AsyncIterator", "AsyncGenerator",
           "Hashable", "Iterable", "Iterator", "Generator", "Reversible",
           "Sized", "Container", "Callable", "Collection",
           "Set", "MutableSet",
           "Mapping", "MutableMapping",
           "MappingView", "KeysView", "ItemsView", "ValuesView",
           "Sequence", "MutableSequence",
           "ByteString",
           ]


def _abstract(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


# The runtime's helper that makes a class's instances match sequence or
# mapping patterns (CPython's Py_TPFLAGS_SEQUENCE and _MAPPING), kept for
# ABCMeta: __abc_tpflags__ declares the flag, register() passes it on.
_set_collection_flag = _collection_flag

# Bumped by every register(), so that cached negative answers are dropped.
_abc_version = [0]
_collections_registered = [False]


class ABCMeta(type):
    """The metaclass of the ABCs: abstract methods, virtual subclasses
    (register) and the isinstance()/issubclass() hooks."""
    __module__ = 'abc'

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        if '__abc_tpflags__' in namespace:
            _set_collection_flag(cls, namespace['__abc_tpflags__'])
            del cls.__abc_tpflags__
        abstracts = set()
        for key, value in namespace.items():
            if getattr(value, '__isabstractmethod__', False):
                abstracts.add(key)
        for base in bases:
            for key in getattr(base, '__abstractmethods__', ()):
                if getattr(getattr(cls, key, None), '__isabstractmethod__', False):
                    abstracts.add(key)
        cls.__abstractmethods__ = frozenset(abstracts)
        cls._abc_registry = []
        cls._abc_subclasses = []
        cls._abc_cache = set()
        cls._abc_negative_cache = set()
        cls._abc_negative_version = _abc_version[0]
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.append(cls)
        return cls

    def __call__(cls, *args, **kwargs):
        missing = cls.__abstractmethods__
        if missing:
            names = sorted(missing)
            raise TypeError("Can't instantiate abstract class %s with abstract method%s %s"
                            % (cls.__name__, 's' if len(names) > 1 else '', ', '.join(names)))
        return super().__call__(*args, **kwargs)

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError('Refusing to create an inheritance cycle')
        cls._abc_registry.append(subclass)
        _set_collection_flag(subclass, cls)
        _abc_version[0] += 1
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if subclass in cls._abc_cache:
            return True
        if not _collections_registered[0]:
            _register_collections()
        if cls._abc_negative_version < _abc_version[0]:
            cls._abc_negative_cache = set()
            cls._abc_negative_version = _abc_version[0]
        elif subclass in cls._abc_negative_cache:
            return False
        try:
            hook = cls.__subclasshook__
        except AttributeError:
            ok = NotImplemented
        else:
            ok = hook(subclass)
        if ok is not NotImplemented:
            if ok:
                cls._abc_cache.add(subclass)
            else:
                cls._abc_negative_cache.add(subclass)
            return ok
        if cls in type.mro(subclass):
            cls._abc_cache.add(subclass)
            return True
        for rcls in cls._abc_registry:
            if issubclass(subclass, rcls):
                cls._abc_cache.add(subclass)
                return True
        for scls in cls._abc_subclasses:
            if issubclass(subclass, scls):
                cls._abc_cache.add(subclass)
                return True
        cls._abc_negative_cache.add(subclass)
        return False


def _check_methods(C, *methods):
    for method in methods:
        if not _defines(C, method):
            return NotImplemented
    return True


class _GenericAlias:
    """What ABC[args] gives (CPython's types.GenericAlias): it prints as
    the parameterised type and compares by origin and arguments."""
    __module__ = 'types'

    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args if isinstance(args, tuple) else (args,)

    def __repr__(self):
        return '%s[%s]' % (_type_repr(self.__origin__),
                           ', '.join([_type_repr(a) for a in self.__args__]) or '()')

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is Ellipsis:
            return '%s[..., %s]' % (_type_repr(self.__origin__), _type_repr(args[1]))
        return '%s[[%s], %s]' % (_type_repr(self.__origin__),
                                 ', '.join([_type_repr(a) for a in args[:-1]]),
                                 _type_repr(args[-1]))


def _type_repr(obj):
    if isinstance(obj, type) and not isinstance(obj, _GenericAlias):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return '%s.%s' % (obj.__module__, obj.__qualname__)
    if obj is Ellipsis:
        return '...'
    if isinstance(obj, list):
        return '[%s]' % ', '.join([_type_repr(a) for a in obj])
    return repr(obj)


def _alias(cls, item):
    return _GenericAlias(cls, item)


class Hashable(metaclass=ABCMeta):
    __module__ = 'collections.abc'

    @_abstract
    def __hash__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Hashable:
            return _check_methods(C, "__hash__")
        return NotImplemented


class Awaitable(metaclass=ABCMeta):
    __module__ = 'collections.abc'

    @_abstract
    def __await__(self):
        yield

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Awaitable:
            return _check_methods(C, "__await__")
        return NotImplemented

    __class_getitem__ = classmethod(_alias)


class Coroutine(Awaitable):
    __module__ = 'collections.abc'

    @_abstract
    def send(self, value):
        raise StopIteration

    @_abstract
    def throw(self, typ, val=None, tb=None):
        if val is None:
            raise typ
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("coroutine ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Coroutine:
            return _check_methods(C, '__await__', 'send', 'throw', 'close')
        return NotImplemented


class AsyncIterable(metaclass=ABCMeta):
    __module__ = 'collections.abc'

    @_abstract
    def __aiter__(self):
        return AsyncIterator()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterable:
            return _check_methods(C, "__aiter__")
        return NotImplemented

    __class_getitem__ = classmethod(_alias)


class AsyncIterator(AsyncIterable):
    __module__ = 'collections.abc'

    @_abstract
    def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterator:
            return _check_methods(C, "__anext__", "__aiter__")
        return NotImplemented


class AsyncGenerator(AsyncIterator):
    __module__ = 'collections.abc'

    def __anext__(self):
        return self.asend(None)

    @_abstract
    def asend(self, value):
        raise StopAsyncIteration

    @_abstract
    def athrow(self, typ, val=None, tb=None):
        if val is None:
            raise typ
        raise val

    def aclose(self):
        return self.athrow(GeneratorExit)

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncGenerator:
            return _check_methods(C, '__aiter__', '__anext__',
                                  'asend', 'athrow', 'aclose')
        return NotImplemented


class Iterable(metaclass=ABCMeta):
    __module__ = 'collections.abc'

    @_abstract
    def __iter__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterable:
            return _check_methods(C, "__iter__")
        return NotImplemented

    __class_getitem__ = classmethod(_alias)


class Iterator(Iterable):
    __module__ = 'collections.abc'

    @_abstract
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterator:
            return _check_methods(C, '__iter__', '__next__')
        return NotImplemented


class Reversible(Iterable):
    __module__ = 'collections.abc'

    @_abstract
    def __reversed__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Reversible:
            return _check_methods(C, "__reversed__", "__iter__")
        return NotImplemented


class Generator(Iterator):
    __module__ = 'collections.abc'

    def __next__(self):
        return self.send(None)

    @_abstract
    def send(self, value):
        raise StopIteration

    @_abstract
    def throw(self, typ, val=None, tb=None):
        if val is None:
            raise typ
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Generator:
            return _check_methods(C, '__iter__', '__next__', 'send', 'throw', 'close')
        return NotImplemented


class Sized(metaclass=ABCMeta):
    __module__ = 'collections.abc'

    @_abstract
    def __len__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return _check_methods(C, "__len__")
        return NotImplemented


class Container(metaclass=ABCMeta):
    __module__ = 'collections.abc'

    @_abstract
    def __contains__(self, x):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Container:
            return _check_methods(C, "__contains__")
        return NotImplemented

    __class_getitem__ = classmethod(_alias)


class Collection(Sized, Iterable, Container):
    __module__ = 'collections.abc'

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Collection:
            return _check_methods(C, "__len__", "__iter__", "__contains__")
        return NotImplemented


def _callable_alias(cls, item):
    if not isinstance(item, tuple) or len(item) != 2:
        raise TypeError("Callable must be used as Callable[[arg, ...], result].")
    params, result = item
    if params is Ellipsis:
        return _CallableGenericAlias(cls, (Ellipsis, result))
    if not isinstance(params, list):
        raise TypeError("Callable[args, result]: args must be a list. Got %s" % _type_repr(params))
    return _CallableGenericAlias(cls, tuple(params) + (result,))


class Callable(metaclass=ABCMeta):
    __module__ = 'collections.abc'

    @_abstract
    def __call__(self, *args, **kwds):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Callable:
            return _check_methods(C, "__call__")
        return NotImplemented

    __class_getitem__ = classmethod(_callable_alias)


### SETS ###


class Set(Collection):
    """A finite iterable container whose comparisons and operators come
    from __contains__, __iter__ and __len__."""
    __module__ = 'collections.abc'

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        chain = (e for s in (self, other) for e in s)
        return self._from_iterable(chain)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self
                                   if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other
                                   if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        # The hash frozenset would give the same items.
        MAX = 9223372036854775807
        MASK = 2 * MAX + 1
        n = len(self)
        h = 1927868237 * (n + 1)
        h &= MASK
        for x in self:
            hx = hash(x)
            h ^= (hx ^ (hx << 16) ^ 89869747) * 3644798167
            h &= MASK
        h ^= (h >> 11) ^ (h >> 25)
        h = h * 69069 + 907133923
        h &= MASK
        if h > MAX:
            h -= MASK + 1
        if h == -1:
            h = 590923713
        return h


class MutableSet(Set):
    """A Set that can change: add() and discard() give the rest."""
    __module__ = 'collections.abc'

    @_abstract
    def add(self, value):
        raise NotImplementedError

    @_abstract
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


### MAPPINGS ###

class Mapping(Collection):
    """A read-only mapping: get, keys, items, values, __contains__ and
    __eq__ come from __getitem__, __iter__ and __len__."""
    __module__ = 'collections.abc'
    __abc_tpflags__ = 1 << 6  # Py_TPFLAGS_MAPPING

    @_abstract
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MappingView(Sized):
    __module__ = 'collections.abc'

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self._mapping)

    __class_getitem__ = classmethod(_alias)


class KeysView(MappingView, Set):
    __module__ = 'collections.abc'

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    __module__ = 'collections.abc'

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    __module__ = 'collections.abc'

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class MutableMapping(Mapping):
    """A Mapping that can change: pop, popitem, clear, update and
    setdefault come from __setitem__ and __delitem__."""
    __module__ = 'collections.abc'

    @_abstract
    def __setitem__(self, key, value):
        raise KeyError

    @_abstract
    def __delitem__(self, key):
        raise KeyError

    _marker = object()

    def pop(self, key, default=_marker):
        try:
            value = self[key]
        except KeyError:
            if default is MutableMapping._marker:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


### SEQUENCES ###

class Sequence(Reversible, Collection):
    """A read-only sequence: iteration, reversed(), in, index and count
    come from __getitem__ and __len__."""
    __module__ = 'collections.abc'
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE

    @_abstract
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)

        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        n = 0
        for v in self:
            if v is value or v == value:
                n += 1
        return n


class ByteString(Sequence):
    """bytes and bytearray."""
    __module__ = 'collections.abc'


class MutableSequence(Sequence):
    """A Sequence that can change: append, clear, reverse, extend, pop,
    remove and += come from __setitem__, __delitem__ and insert()."""
    __module__ = 'collections.abc'

    @_abstract
    def __setitem__(self, index, value):
        raise IndexError

    @_abstract
    def __delitem__(self, index):
        raise IndexError

    @_abstract
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


def _register_collections():
    """collections' own classes, once the session has imported it."""
    col = _collections()
    if col is None:
        return
    _collections_registered[0] = True
    MutableSequence.register(col.deque)
    MutableSequence.register(col.UserList)
    Sequence.register(col.UserString)
    MutableMapping.register(col.UserDict)
    MutableMapping.register(col.ChainMap)
    KeysView.register(col.KeysView)
    ItemsView.register(col.ItemsView)
    ValuesView.register(col.ValuesView)



# ---- the built-in types, registered as CPython registers them -------------

Generator.register(type((lambda: (yield))()))
Set.register(frozenset)
MutableSet.register(set)
MutableMapping.register(dict)
KeysView.register(type({}.keys()))
ItemsView.register(type({}.items()))
ValuesView.register(type({}.values()))
Sequence.register(tuple)
Sequence.register(str)
Sequence.register(range)
MutableSequence.register(list)
MutableSequence.register(bytearray)
ByteString.register(bytes)
ByteString.register(bytearray)


del _abstract


# CPython's ABCMeta is written in C (_abc): tracebacks show none of its frames.
_hide_frames(ABCMeta)
