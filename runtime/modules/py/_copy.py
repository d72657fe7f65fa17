"""Shallow and deep copies of objects (CPython's copy module): copy(x),
deepcopy(x[, memo]) and copy.Error."""

# The body of the copy module, run in its namespace by
# runtime/modules/copy.c, which provides _get_state(x) (a new dict of the
# attributes of an instance of a class written in Python, or None) and
# _set_state(y, state) (set them on y as object.__setattr__ would, no
# __setattr__ of y's class running), and _opaque(x) (x is an instance of a
# subclass of map, property, ... or an itertools iterator, whose built-in
# part cannot be rebuilt), _native_pool(x) and _native_clone(y, x, pool)
# (the pool of an itertools combinatoric iterator, and a copy of the
# iterator on it), and _user_reductor(x) (a snippet's own __reduce_ex__
# or __reduce__), what CPython's copy reaches through __reduce_ex__ and
# __dict__. Instances are copied as CPython copies them:
# __copy__ / __deepcopy__ first, else a new object made by cls.__new__
# (with the value of a built-in base: int, str, tuple, ...) that receives
# the state (__getstate__() if the class defines it, else the attributes
# and the __slots__ values), through __setstate__ if the class defines it;
# the items of list, dict and set subclasses are copied too.

__all__ = ['Error', 'copy', 'deepcopy']


class Error(Exception):
    pass


error = Error

_NULL = object()


def _f():
    pass


_ATOMIC = (type(None), int, float, bool, complex, str, bytes, type, range,
           type(_f), type(len), type(Ellipsis), type(NotImplemented), property)

_VALUE_BASES = (int, float, complex, str, bytes, tuple, frozenset)


def _slot_names(cls):
    names = []
    for klass in cls.mro():
        slots = getattr(klass, '__slots__', None)
        if slots is None:
            continue
        if isinstance(slots, str):
            slots = (slots,)
        for s in slots:
            if s not in names and s != '__dict__' and s != '__weakref__':
                names.append(s)
    return names


def _state(x, cls):
    """The state CPython's __reduce_ex__ gives: __getstate__()'s, or the
    instance attributes, with the __slots__ values as a second dict."""
    try:
        getstate = cls.__getstate__
    except AttributeError:
        getstate = None
    if getstate is not None:
        return getstate(x)
    state = _get_state(x)
    slots = {}
    for name in _slot_names(cls):
        v = getattr(x, name, _NULL)
        if v is not _NULL:
            slots[name] = v
    if slots:
        return (state, slots)
    return state


def _blank(x, cls, deep=False, memo=None):
    # As copyreg.__newobj__: cls.__new__(cls, *x.__getnewargs__()), a
    # tuple subclass's default arguments being its items as one tuple.
    getnewargs = getattr(cls, '__getnewargs__', None)
    if getnewargs is not None or isinstance(x, tuple):
        args = getnewargs(x) if getnewargs is not None else (tuple(x),)
        if deep:
            args = deepcopy(args, memo)
        return cls.__new__(cls, *args)
    for base in _VALUE_BASES:
        if isinstance(x, base):
            return cls.__new__(cls, base(x))
    if cls.__module__ == 'itertools':
        # count, repeat, groupby: the state is all in the slots, and
        # __new__ would want the arguments.
        return object.__new__(cls)
    try:
        return cls.__new__(cls)
    except TypeError:
        # A subclass of dict or set, which smolvm makes through the class.
        y = cls()
        if isinstance(y, dict):
            dict.clear(y)
        elif isinstance(y, set):
            set.clear(y)
        return y


def _copy_iterator(x, deep, memo):
    """A built-in iterator rebuilt as CPython rebuilds it from its
    __reduce__: at the same position, on the same sequence and inner
    iterators (copies of them for a deep copy); a dict's or a set's as a
    list_iterator over the items left. _NULL for one that cannot be."""
    r = _iter_refs(x)
    if r is None:
        return _NULL
    refs, remaining = r
    if remaining:
        items = list(_iter_clone(x, refs))
        if deep:
            items = deepcopy(items, memo)
        return iter(items)
    if deep:
        refs = tuple([deepcopy(v, memo) for v in refs])
    return _iter_clone(x, refs)


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None):
    # As CPython's copy._reconstruct: what a reductor returned, rebuilt.
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        try:
            setstate = type(y).__setstate__
        except AttributeError:
            setstate = None
        if setstate is not None:
            setstate(y, state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                _set_state(y, state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value
    return y


_FunctionType = type(_f)


def _copy_instance(x, cls, deep, memo):
    reductor = _user_reductor(x)
    if reductor is not None:
        # The snippet's class defines __reduce_ex__ (called with protocol
        # 4) or __reduce__: CPython's copy rebuilds the object from it.
        ex, f = reductor
        rv = f(x, 4) if ex else f(x)
        if isinstance(rv, str):
            return x
        return _reconstruct(x, memo if deep else None, *rv)
    if cls.__module__ == 'builtins' and not isinstance(x, BaseException):
        y = _copy_iterator(x, deep, memo)
        if y is not _NULL:
            return y
        # Generators, modules, itertools: nothing to rebuild them from.
        raise TypeError("cannot pickle '%s' object" % (cls.__name__,))
    pool = _native_pool(x)
    if pool is not None:
        # An itertools product, permutations, combinations or
        # combinations_with_replacement: at the same position, on the
        # same pool (a copy of it for a deep copy).
        if deep:
            pool = deepcopy(pool, memo)
        y = _native_clone(object.__new__(cls), x, pool)
        if deep:
            memo[id(x)] = y
        return y
    if _opaque(x):
        # A subclass of map, property, ... or an itertools iterator: its
        # built-in part is not in its attributes.
        name = cls.__name__
        if cls.__module__ == 'itertools':
            name = 'itertools.' + name
        raise TypeError("cannot pickle '%s' object" % (name,))
    if isinstance(x, BaseException):
        # As BaseException.__reduce__: the class called with the args.
        y = cls(*x.args)
    elif isinstance(x, bytearray):
        # As bytearray.__reduce_ex__: the class called with the bytes.
        y = cls(bytes(x))
    else:
        y = _blank(x, cls, deep, memo)
    if deep:
        memo[id(x)] = y
    if isinstance(x, dict):
        for k, v in dict.items(x):
            if deep:
                dict.__setitem__(y, deepcopy(k, memo), deepcopy(v, memo))
            else:
                dict.__setitem__(y, k, v)
    elif isinstance(x, list):
        for v in x:
            list.append(y, deepcopy(v, memo) if deep else v)
    elif isinstance(x, set):
        for v in x:
            set.add(y, deepcopy(v, memo) if deep else v)
    state = _state(x, cls)
    if state is None:
        return y
    if deep:
        state = deepcopy(state, memo)
    try:
        setstate = cls.__setstate__
    except AttributeError:
        setstate = None
    if setstate is not None:
        setstate(y, state)
        return y
    slots = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slots = state
    if state:
        _set_state(y, state)
    if slots:
        for name, value in slots.items():
            object.__setattr__(y, name, value)
    return y


def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)
    if cls in _ATOMIC or cls is tuple or cls is frozenset:
        return x
    if cls is list:
        return x[:]
    if cls is dict or cls is set or cls is bytearray:
        return x.copy()
    f = getattr(x, '__copy__', None)
    if f is not None:
        return f()
    if isinstance(x, type):
        return x
    return _copy_instance(x, cls, False, None)


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _NULL)
    if y is not _NULL:
        return y
    cls = type(x)
    if cls in _ATOMIC:
        return x
    if cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
    elif cls is tuple:
        items = [deepcopy(a, memo) for a in x]
        # A cycle through the tuple may already have copied it.
        y = memo.get(d, _NULL)
        if y is not _NULL:
            return y
        same = True
        for i in range(len(x)):
            if items[i] is not x[i]:
                same = False
                break
        y = x if same else tuple(items)
    elif cls is set:
        y = set()
        memo[d] = y
        for a in x:
            y.add(deepcopy(a, memo))
    elif cls is frozenset:
        y = frozenset([deepcopy(a, memo) for a in x])
    elif cls is bytearray:
        y = bytearray(x)
    else:
        f = getattr(x, '__deepcopy__', None)
        if f is not None:
            y = f(memo)
        elif isinstance(x, type):
            return x
        else:
            y = _copy_instance(x, cls, True, memo)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y
