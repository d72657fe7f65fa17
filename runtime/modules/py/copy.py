"""Shallow and deep copy operations (CPython's copy module).

Supported: None, bool, int, float, complex, str, bytes, bytearray, tuple,
list, dict, set, frozenset, functions and classes (returned as is), objects
defining __copy__ / __deepcopy__ (the collections types do), dataclass
instances, namedtuples and instances of classes with __slots__. smolvm
cannot enumerate the attributes of other instances (there is no __dict__),
so copying those raises a TypeError that says so."""

__all__ = ['Error', 'copy', 'deepcopy']


class Error(Exception):
    pass


error = Error

_NULL = object()


def _f():
    pass


_ATOMIC = (type(None), int, float, bool, complex, str, bytes, type, range,
           type(_f), type(len), type(Ellipsis), type(NotImplemented), property)


def _slot_names(cls):
    names = []
    for klass in cls.mro():
        slots = getattr(klass, '__slots__', None)
        if slots is None:
            continue
        if isinstance(slots, str):
            slots = (slots,)
        for s in slots:
            if s not in names:
                names.append(s)
    return names


def _state_names(x, cls):
    """Names of the instance attributes of x, or None if unknown."""
    fields = getattr(cls, '__dataclass_fields__', None)
    if fields is not None and isinstance(fields, dict):
        return list(fields)
    slots = getattr(cls, '__slots__', None)
    if slots is not None:
        return _slot_names(cls)
    return None


def _cannot(cls, what):
    if getattr(cls, '__module__', None) == 'builtins':
        raise TypeError("cannot pickle '%s' object" % (cls.__name__,))
    raise TypeError("%s cannot copy '%s' instances in smolvm: instance attributes "
                    "cannot be enumerated; define __copy__ and __deepcopy__"
                    % (what, cls.__name__))


def _blank(cls):
    try:
        return cls.__new__(cls)
    except TypeError:
        return cls()


def _copy_instance(x, cls, deep, memo):
    names = _state_names(x, cls)
    if names is None:
        if isinstance(x, dict):
            names = []
        elif isinstance(x, (list, set)):
            names = []
        else:
            _cannot(cls, 'copy.deepcopy()' if deep else 'copy.copy()')
    y = _blank(cls)
    if deep:
        memo[id(x)] = y
    if isinstance(x, dict):
        dict.clear(y)
        for k, v in dict.items(x):
            if deep:
                dict.__setitem__(y, deepcopy(k, memo), deepcopy(v, memo))
            else:
                dict.__setitem__(y, k, v)
    elif isinstance(x, list):
        for v in x:
            y.append(deepcopy(v, memo) if deep else v)
    elif isinstance(x, set):
        for v in x:
            y.add(deepcopy(v, memo) if deep else v)
    for name in names:
        v = getattr(x, name, _NULL)
        if v is _NULL:
            continue
        if deep:
            v = deepcopy(v, memo)
        object.__setattr__(y, name, v)
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
    if isinstance(x, tuple):
        return x
    return _copy_instance(x, cls, False, None)


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def deepcopy(x, memo=None):
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
        elif isinstance(x, tuple):
            items = [deepcopy(a, memo) for a in x]
            make = getattr(cls, '_make', None)
            y = make(items) if make is not None else cls(items)
        else:
            y = _copy_instance(x, cls, True, memo)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y
