"""Higher-order functions and operations on callables (CPython's functools)."""

__all__ = ['update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES',
           'total_ordering', 'cache', 'cmp_to_key', 'lru_cache', 'reduce',
           'partial', 'partialmethod', 'singledispatch', 'singledispatchmethod',
           'cached_property']

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)

_MISSING = object()


# ---- wrappers -------------------------------------------------------------

def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Copy the identifying attributes of wrapped onto wrapper and return it."""
    for attr in assigned:
        if attr == '__annotations__':
            # A name getattr() refuses to snippets; read and set directly.
            try:
                value = wrapped.__annotations__
            except AttributeError:
                continue
            try:
                wrapper.__annotations__ = value
            except (AttributeError, TypeError):
                pass
            continue
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            continue
        try:
            setattr(wrapper, attr, value)
        except (AttributeError, TypeError):
            pass
    # `updated` names attribute dicts (__dict__), which smolvm does not expose.
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator form of update_wrapper()."""
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator


# ---- reduce ---------------------------------------------------------------

@_posonly_args
def reduce(function, sequence, initial=_MISSING):
    """reduce(function, iterable[, initial]) -> value"""
    it = iter(sequence)
    if initial is _MISSING:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError('reduce() of empty iterable with no initial value') from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


# ---- partial --------------------------------------------------------------

class partial:
    """partial(func, *args, **keywords): a callable with some arguments fixed."""
    __module__ = 'functools'

    def __class_getitem__(cls, item):
        from types import GenericAlias
        return GenericAlias(cls, item)

    def __init__(*args, **keywords):
        if len(args) < 2:
            raise TypeError('type \'partial\' takes at least one argument')
        self = args[0]
        func = args[1]
        args = args[2:]
        if not callable(func):
            raise TypeError('the first argument must be callable')
        if isinstance(func, partial):
            args = func.args + args
            merged = dict(func.keywords)
            merged.update(keywords)
            keywords = merged
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, *args, **keywords):
        if self.keywords:
            merged = dict(self.keywords)
            merged.update(keywords)
            keywords = merged
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        parts = [repr(self.func)]
        for a in self.args:
            parts.append(repr(a))
        for k, v in self.keywords.items():
            parts.append('%s=%r' % (k, v))
        return 'functools.partial(%s)' % ', '.join(parts)


# ---- cmp_to_key -----------------------------------------------------------

class KeyWrapper:
    """CPython's functools.KeyWrapper: one type for the keys of every
    cmp_to_key() function (keys of two functions compare with the left
    one's), and for the function itself, whose call makes a key."""
    __slots__ = ('cmp', 'obj')
    __module__ = 'functools'
    __qualname__ = 'KeyWrapper'

    def __call__(self, obj):
        k = _new_key(_KeyWrapper)
        k.cmp = self.cmp
        k.obj = obj
        return k

    def __lt__(self, other):
        if type(other) is not _KeyWrapper:
            raise TypeError('other argument must be K instance')
        return self.cmp(self.obj, other.obj) < 0

    def __gt__(self, other):
        if type(other) is not _KeyWrapper:
            raise TypeError('other argument must be K instance')
        return self.cmp(self.obj, other.obj) > 0

    def __eq__(self, other):
        if type(other) is not _KeyWrapper:
            raise TypeError('other argument must be K instance')
        return self.cmp(self.obj, other.obj) == 0

    def __le__(self, other):
        if type(other) is not _KeyWrapper:
            raise TypeError('other argument must be K instance')
        return self.cmp(self.obj, other.obj) <= 0

    def __ge__(self, other):
        if type(other) is not _KeyWrapper:
            raise TypeError('other argument must be K instance')
        return self.cmp(self.obj, other.obj) >= 0

    __hash__ = None


_KeyWrapper = KeyWrapper
del KeyWrapper
_new_key = object.__new__


@_clinic_args
def cmp_to_key(mycmp):
    """Convert a cmp= function into a key= function."""
    k = _new_key(_KeyWrapper)
    k.cmp = mycmp
    return k


# ---- total_ordering -------------------------------------------------------

def _from_lt_gt(self, other):
    r = self.__lt__(other)
    if r is NotImplemented:
        return r
    return not r and self != other


def _from_lt_le(self, other):
    r = self.__lt__(other)
    if r is NotImplemented:
        return r
    return r or self == other


def _from_lt_ge(self, other):
    r = self.__lt__(other)
    if r is NotImplemented:
        return r
    return not r


def _from_le_ge(self, other):
    r = self.__le__(other)
    if r is NotImplemented:
        return r
    return not r or self == other


def _from_le_lt(self, other):
    r = self.__le__(other)
    if r is NotImplemented:
        return r
    return r and self != other


def _from_le_gt(self, other):
    r = self.__le__(other)
    if r is NotImplemented:
        return r
    return not r


def _from_gt_lt(self, other):
    r = self.__gt__(other)
    if r is NotImplemented:
        return r
    return not r and self != other


def _from_gt_ge(self, other):
    r = self.__gt__(other)
    if r is NotImplemented:
        return r
    return r or self == other


def _from_gt_le(self, other):
    r = self.__gt__(other)
    if r is NotImplemented:
        return r
    return not r


def _from_ge_le(self, other):
    r = self.__ge__(other)
    if r is NotImplemented:
        return r
    return not r or self == other


def _from_ge_gt(self, other):
    r = self.__ge__(other)
    if r is NotImplemented:
        return r
    return r and self != other


def _from_ge_lt(self, other):
    r = self.__ge__(other)
    if r is NotImplemented:
        return r
    return not r


_ORDER_FILL = {
    '__lt__': (('__gt__', _from_lt_gt), ('__le__', _from_lt_le), ('__ge__', _from_lt_ge)),
    '__le__': (('__ge__', _from_le_ge), ('__lt__', _from_le_lt), ('__gt__', _from_le_gt)),
    '__gt__': (('__lt__', _from_gt_lt), ('__ge__', _from_gt_ge), ('__le__', _from_gt_le)),
    '__ge__': (('__le__', _from_ge_le), ('__gt__', _from_ge_gt), ('__lt__', _from_ge_lt)),
}


def total_ordering(cls):
    """Class decorator that fills in missing ordering methods."""
    roots = []
    for op in ('__lt__', '__le__', '__gt__', '__ge__'):
        if getattr(cls, op, None) is not getattr(object, op, None):
            roots.append(op)
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    for name, func in _ORDER_FILL[root]:
        if name not in roots:
            def method(self, other, _f=func):
                return _f(self, other)
            method.__name__ = name
            method.__qualname__ = cls.__qualname__ + '.' + name
            setattr(cls, name, method)
    return cls


# ---- lru_cache ------------------------------------------------------------

class _KwMark:
    __slots__ = ()


_KWMARK = _KwMark()


def _make_key(args, kwds, typed):
    key = args
    if kwds:
        key = key + (_KWMARK,)
        for item in kwds.items():
            key = key + item
    if typed:
        key = key + tuple([type(v) for v in args])
        if kwds:
            key = key + tuple([type(v) for v in kwds.values()])
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


def _cache_info(hits, misses, maxsize, currsize):
    from collections import namedtuple
    global _CacheInfo
    if _CacheInfo is None:
        _CacheInfo = namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'])
        _CacheInfo.__module__ = 'functools'
    return _CacheInfo(hits, misses, maxsize, currsize)


_CacheInfo = None


def _lru_wrapper(user_function, maxsize, typed):
    cache = {}
    stats = [0, 0]          # hits, misses

    if maxsize == 0:
        def wrapper(*args, **kwds):
            stats[1] += 1
            return user_function(*args, **kwds)
    elif maxsize is None:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.get(key, _MISSING)
            if result is not _MISSING:
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            cache[key] = result
            return result
    else:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.pop(key, _MISSING)
            if result is not _MISSING:
                cache[key] = result      # most recently used goes last
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            if key in cache:
                # A recursive call already stored it.
                return result
            cache[key] = result
            if len(cache) > maxsize:
                del cache[next(iter(cache))]
            return result

    def cache_info():
        return _cache_info(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        cache.clear()
        stats[0] = 0
        stats[1] = 0

    def cache_parameters():
        return {'maxsize': maxsize, 'typed': typed}

    update_wrapper(wrapper, user_function)
    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    wrapper.cache_parameters = cache_parameters
    return wrapper


def lru_cache(maxsize=128, typed=False):
    """Least-recently-used cache decorator."""
    if isinstance(maxsize, int) and not isinstance(maxsize, bool):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        user_function = maxsize
        return _lru_wrapper(user_function, 128, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _lru_wrapper(user_function, maxsize, typed)
    return decorating_function


def cache(user_function):
    """Unbounded cache: lru_cache(maxsize=None)."""
    return _lru_wrapper(user_function, None, False)


# ---- cached_property ------------------------------------------------------

_NOT_FOUND = object()


def _has_instance_dict(cls):
    # Whether instances of cls keep a __dict__: some class of the MRO
    # written in Python declares no __slots__ of its own, or '__dict__'
    # among them.
    mro = cls.mro()
    for i, klass in enumerate(mro):
        if klass.__module__ == 'builtins':
            continue
        slots = getattr(klass, '__slots__', None)
        if slots is None or any(getattr(b, '__slots__', None) is slots for b in mro[i + 1:]):
            return True
        if isinstance(slots, str):
            slots = (slots,)
        if '__dict__' in slots:
            return True
    return False


def _store_attr(instance, values):
    # instance.__dict__.update(values), no __setattr__ of its class running.
    from copy import _set_state
    _set_state(instance, values)


class cached_property:
    """A property computed once per instance, then kept in the instance's
    __dict__ (without the class's __setattr__, so a frozen dataclass can
    have one), where later reads find it first: assigning or deleting the
    attribute sets or resets the cached value."""
    __module__ = 'functools'

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = getattr(func, '__doc__', None)

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError("Cannot assign the same cached_property to two different names "
                            f"({self.attrname!r} and {name!r}).")

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError("Cannot use cached_property instance without calling __set_name__ on it.")
        if not _has_instance_dict(type(instance)):
            raise TypeError(f"No '__dict__' attribute on {type(instance).__name__!r} "
                            f"instance to cache {self.attrname!r} property.")
        val = self.func(instance)
        _store_attr(instance, {self.attrname: val})
        return val


# ---- singledispatch -------------------------------------------------------

def singledispatch(func):
    """Single-dispatch generic function on the type of the first argument."""
    registry = {object: func}
    memo = {}

    def dispatch(cls):
        impl = memo.get(cls)
        if impl is not None:
            return impl
        impl = registry.get(cls)
        if impl is None:
            for base in cls.mro():
                impl = registry.get(base)
                if impl is not None:
                    break
            if impl is None:
                impl = func
        memo[cls] = impl
        return impl

    def register(cls, method=None):
        if method is None:
            if not isinstance(cls, type):
                return register_annotated(cls)

            def deco(f):
                registry[cls] = f
                memo.clear()
                return f
            return deco
        registry[cls] = method
        memo.clear()
        return method

    # Plain @register on a function: the class is the annotation of its
    # first annotated parameter; a union (int | str) registers each member.
    def register_annotated(f):
        # A class or static method's annotations are its function's.
        target = _method_func(f) if isinstance(f, (classmethod, staticmethod)) else f
        try:
            ann = target.__annotations__
        except AttributeError:
            ann = None
        if not ann:
            raise TypeError(
                f"Invalid first argument to `register()`: {f!r}. "
                f"Use either `@register(some_class)` or plain `@register` "
                f"on an annotated function.")
        from typing import get_type_hints, get_args, Union
        from types import UnionType
        argname, cls = next(iter(get_type_hints(target).items()))
        if isinstance(cls, type):
            members = (cls,)
        else:
            members = get_args(cls)
            is_union = isinstance(cls, UnionType) or getattr(cls, '__origin__', None) is Union
            if not is_union:
                raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} is not a class.")
            if not all(isinstance(m, type) for m in members):
                raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} not all arguments are classes.")
        for m in members:
            registry[m] = f
        memo.clear()
        return f

    def wrapper(*args, **kw):
        if not args:
            raise TypeError('%s requires at least 1 positional argument' % funcname)
        return dispatch(type(args[0]))(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    update_wrapper(wrapper, func)
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    return wrapper


# ---- partialmethod, singledispatchmethod ----------------------------------

# The function a classmethod or staticmethod wraps (its __func__).
_method_func = _native_method_func

# partialmethod makes a plain function, which becomes a method when looked
# up through an instance as any function does: the instance is passed
# first, then the fixed arguments.

def partialmethod(func, /, *args, **keywords):
    """A method with some arguments fixed, as partial() is for functions."""
    if not callable(func):
        raise TypeError('{!r} is not callable or a descriptor'.format(func))
    if isinstance(func, partial):
        args = func.args + args
        merged = dict(func.keywords)
        merged.update(keywords)
        keywords = merged
        func = func.func

    def _method(self, /, *more, **kw):
        if keywords:
            merged = dict(keywords)
            merged.update(kw)
            kw = merged
        return func(self, *args, *more, **kw)

    _method.func = func
    _method.args = args
    _method.keywords = keywords
    for attr in ('__name__', '__qualname__', '__doc__'):
        try:
            setattr(_method, attr, getattr(func, attr))
        except (AttributeError, TypeError):
            pass
    return _method


class singledispatchmethod:
    """A method that dispatches on the type of its first argument after
    self; implementations are added with .register(cls). It and its
    implementations may be class or static methods."""

    def __init__(self, func):
        if not callable(func) and not isinstance(func, (classmethod, staticmethod)):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, method)

    def __get__(self, obj, cls=None):
        dispatch = self.dispatcher.dispatch

        def _method(*args, **kwargs):
            if not args:
                # CPython indexes the arguments without checking.
                raise IndexError('tuple index out of range')
            impl = dispatch(type(args[0]))
            # The implementation bound as its kind binds.
            if isinstance(impl, classmethod):
                return _method_func(impl)(cls if cls is not None else type(obj), *args, **kwargs)
            if isinstance(impl, staticmethod):
                return _method_func(impl)(*args, **kwargs)
            if obj is None:
                return impl(*args, **kwargs)
            return impl(obj, *args, **kwargs)

        _method.register = self.register
        func = self.func
        if isinstance(func, (classmethod, staticmethod)):
            func = _method_func(func)
        update_wrapper(_method, func)
        return _method

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, '__isabstractmethod__', False)


# CPython writes these in C (_functools): tracebacks show none of their
# frames (a cached function's own frame shows, not the cache's).
for _f in (reduce, cmp_to_key, _KeyWrapper, partial, _lru_wrapper, _make_key):
    _hide_frames(_f)
del _f

__c_types__ = (_KeyWrapper,)
