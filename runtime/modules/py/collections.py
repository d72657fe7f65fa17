"""Container datatypes, as in CPython's collections module: Counter,
defaultdict, deque, namedtuple, OrderedDict, ChainMap, UserDict, UserList,
UserString."""

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList',
           'UserString', 'defaultdict', 'deque', 'namedtuple']

_NULL = object()
# sys.maxsize: the default end of UserString's searches, as in CPython.
_MAXSIZE = 9223372036854775807
_dict_get = dict.get
_dict_setitem = dict.__setitem__
_dict_getitem = dict.__getitem__
_dict_repr = dict.__repr__
# CPython's helper from _collections, written in C: Counter counts with it.
_count_elements = _native_count_elements


# ---- deque ----------------------------------------------------------------

# CPython's _collections.deque, written in C (runtime/modules/deque.c).
deque = _native_deque()


# ---- defaultdict ----------------------------------------------------------

class defaultdict(dict):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory"""
    __module__ = 'collections'
    __slots__ = ('default_factory',)

    def __init__(self, default_factory=None, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    # Reads go through dict's own __getitem__, which calls __missing__
    # for a key it lacks, as CPython's does for every dict subclass.

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        _dict_setitem(self, key, value)
        return value

    def __repr__(self):
        return '%s(%r, %s)' % (type(self).__name__, self.default_factory, _dict_repr(self))

    def copy(self):
        """D.copy() -> a shallow copy of D."""
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        y = type(self)(self.default_factory)
        memo[id(self)] = y
        for k, v in dict.items(self):
            _dict_setitem(y, deepcopy(k, memo), deepcopy(v, memo))
        return y

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


# ---- OrderedDict ----------------------------------------------------------

_odict_iter = _native_od_iter


class OrderedDict(dict):
    """Dictionary that remembers insertion order, with order-aware methods."""
    __module__ = 'collections'

    def __init__(self, *args, **kwds):
        if len(args) > 1:
            raise TypeError('expected at most 1 arguments, got %d' % len(args))
        dict.__init__(self)
        _od_update(self, args, kwds)

    def update(self, *args, **kwds):
        """D.update([E, ]**F) -> None.  Update D from mapping/iterable E and F."""
        if len(args) > 1:
            raise TypeError('update() takes at most 1 positional argument (%d given)' % len(args))
        _od_update(self, args, kwds)

    # Written in C (runtime/modules.c): the dict reordered in place.
    move_to_end = _native_od_move_to_end
    popitem = _native_od_popitem

    def __iter__(self):
        return _odict_iter(self, 0)

    def __repr__(self):
        if not self:
            return '%s()' % (type(self).__name__,)
        # An OrderedDict inside itself shows as '...', as in CPython.
        key = id(self)
        if key in _od_repr_running:
            return '...'
        _od_repr_running.add(key)
        try:
            return '%s(%r)' % (type(self).__name__, list(dict.items(self)))
        finally:
            _od_repr_running.discard(key)

    def keys(self):
        """D.keys() -> a set-like object providing a view on D's keys"""
        return _OdictKeys(self)

    def values(self):
        """D.values() -> an object providing a view on D's values"""
        return _OdictValues(self)

    def items(self):
        """D.items() -> a set-like object providing a view on D's items"""
        return _OdictItems(self)

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(dict.keys(self)) == list(dict.keys(other))
        return dict.__eq__(self, other)

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    __hash__ = None

    def copy(self):
        """od.copy() -> a shallow copy of od"""
        return type(self)(self)

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        y = type(self)()
        memo[id(self)] = y
        for k, v in dict.items(self):
            _dict_setitem(y, deepcopy(k, memo), deepcopy(v, memo))
        return y

    @classmethod
    def fromkeys(cls, iterable, value=None):
        """Create a new ordered dictionary with keys from iterable and values set to value."""
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


_od_repr_running = set()


def _od_add_pairs(self, pairs):
    # Each pair unpacked as CPython's C OrderedDict does it, stored with
    # self[key] = value (a subclass's __setitem__ sees every one).
    for pair in pairs:
        it = iter(pair)
        for key in it:
            break
        else:
            raise ValueError('need more than 0 values to unpack')
        for value in it:
            break
        else:
            raise ValueError('need more than 1 value to unpack')
        for _ in it:
            raise ValueError('too many values to unpack (expected 2)')
        self[key] = value


def _od_update(self, args, kwds):
    # OrderedDict's update and __init__: a dict's items, then the keys of
    # an object with keys(), the pairs of one with items(), or an iterable
    # of pairs; then the keywords.
    if args:
        other = args[0]
        if type(other) is dict:
            _od_add_pairs(self, list(dict.items(other)))
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        elif hasattr(other, 'items'):
            _od_add_pairs(self, other.items())
        else:
            _od_add_pairs(self, other)
    if kwds:
        _od_add_pairs(self, list(kwds.items()))


_hide_frames(_od_add_pairs)
_hide_frames(_od_update)


class _OdictView:
    """A live view of an OrderedDict, printed as CPython prints it."""
    __module__ = 'collections'
    __slots__ = ('_od',)

    def __init__(self, od):
        self._od = od

    def __len__(self):
        return len(self._od)

    def __iter__(self):
        return _odict_iter(self._od, self._kind)

    def __reversed__(self):
        return reversed(list(self._view()))

    def __contains__(self, x):
        return x in self._view()

    def __repr__(self):
        return '%s(%r)' % (self._name, list(self._view()))


class _OdictSetView(_OdictView):
    __slots__ = ()

    def __eq__(self, other):
        if isinstance(other, (set, frozenset, _OdictSetView)) or type(other).__name__ in (
                'dict_keys', 'dict_items'):
            return set(self) == set(other)
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __and__(self, other):
        return set(self) & set(other)

    def __or__(self, other):
        return set(self) | set(other)

    def __sub__(self, other):
        return set(self) - set(other)

    def __xor__(self, other):
        return set(self) ^ set(other)

    def __rand__(self, other):
        return set(other) & set(self)

    def __ror__(self, other):
        return set(other) | set(self)

    def __rsub__(self, other):
        return set(other) - set(self)

    def __rxor__(self, other):
        return set(other) ^ set(self)

    def isdisjoint(self, other):
        return set(self).isdisjoint(other)


class _OdictKeys(_OdictSetView):
    __slots__ = ()
    _name = 'odict_keys'
    _kind = 0

    def _view(self):
        return dict.keys(self._od)


class _OdictItems(_OdictSetView):
    __slots__ = ()
    _name = 'odict_items'
    _kind = 2

    def _view(self):
        return dict.items(self._od)


class _OdictValues(_OdictView):
    __slots__ = ()
    _name = 'odict_values'
    _kind = 1

    def _view(self):
        return dict.values(self._od)


# ---- Counter --------------------------------------------------------------

def _is_mapping(x):
    # ChainMap and UserDict once made (_collections_lazy.py): until then no
    # instance of them can exist.
    return isinstance(x, dict) or isinstance(x, _lazy_mappings)


_lazy_mappings = ()


class Counter(dict):
    """Dict subclass for counting hashable items (a multiset)."""
    __module__ = 'collections'

    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        """Sum of the counts"""
        return sum(self.values())

    def most_common(self, n=None):
        """List the n most common elements and their counts from the most
        common to the least (all of them if n is None)."""
        if n is None:
            return sorted(self.items(), key=_second, reverse=True)
        from heapq import nlargest
        return nlargest(n, self.items(), key=_second)

    def elements(self):
        """Iterator over elements repeating each as many times as its count."""
        return _elements(list(self.items()))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        """Like dict.update() but add counts instead of replacing them."""
        if iterable is not None:
            if _is_mapping(iterable):
                if self:
                    get = self.get
                    for elem, count in iterable.items():
                        _dict_setitem(self, elem, count + get(elem, 0))
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        """Like dict.update() but subtracts counts instead of replacing them."""
        if iterable is not None:
            get = self.get
            if _is_mapping(iterable):
                for elem, count in iterable.items():
                    _dict_setitem(self, elem, get(elem, 0) - count)
            else:
                for elem in iterable:
                    _dict_setitem(self, elem, get(elem, 0) - 1)
        if kwds:
            self.subtract(kwds)

    def copy(self):
        """Return a shallow copy."""
        return type(self)(self)

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        y = type(self)()
        memo[id(self)] = y
        for k, v in dict.items(self):
            _dict_setitem(y, deepcopy(k, memo), deepcopy(v, memo))
        return y

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        name = type(self).__name__
        if not self:
            return '%s()' % name
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return '%s(%r)' % (name, d)

    # -- multiset comparisons (missing elements count as zero) --

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for e, c in self.items():
            if c != other[e]:
                return False
        for e, c in other.items():
            if c != self[e]:
                return False
        return True

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for e, c in self.items():
            if not c <= other[e]:
                return False
        for e, c in other.items():
            if not self[e] <= c:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for e, c in self.items():
            if not c >= other[e]:
                return False
        for e, c in other.items():
            if not self[e] >= c:
                return False
        return True

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    __hash__ = None

    # -- multiset arithmetic (results keep positive counts only) --

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                _dict_setitem(result, elem, newcount)
        for elem, count in other.items():
            if elem not in self and count > 0:
                _dict_setitem(result, elem, count)
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                _dict_setitem(result, elem, newcount)
        for elem, count in other.items():
            if elem not in self and count < 0:
                _dict_setitem(result, elem, 0 - count)
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                _dict_setitem(result, elem, newcount)
        for elem, count in other.items():
            if elem not in self and count > 0:
                _dict_setitem(result, elem, count)
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                _dict_setitem(result, elem, newcount)
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                _dict_setitem(result, elem, count)
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                _dict_setitem(result, elem, 0 - count)
        return result

    def _keep_positive(self):
        for elem in [e for e, c in self.items() if not c > 0]:
            dict.__delitem__(self, elem)
        return self

    def __iadd__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


def _second(pair):
    return pair[1]


def _elements(items):
    for elem, count in items:
        for _ in range(count):
            yield elem


# ---- ChainMap -------------------------------------------------------------

class _MappingView:
    __module__ = 'collections.abc'

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self._mapping)


class KeysView(_MappingView):
    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping


class ItemsView(_MappingView):
    def __iter__(self):
        m = self._mapping
        for key in m:
            yield (key, m[key])

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        return v is value or v == value


class ValuesView(_MappingView):
    def __iter__(self):
        m = self._mapping
        for key in m:
            yield m[key]

    def __contains__(self, value):
        m = self._mapping
        for key in m:
            v = m[key]
            if v is value or v == value:
                return True
        return False


# ---- subscripting the classes in annotations (deque[int]) ------------------

def _class_getitem_works():
    try:
        class _Probe:
            @classmethod
            def __class_getitem__(cls, item):
                return cls
        return _Probe[int] is _Probe
    except Exception:
        return False


def _alias(cls, item):
    from types import GenericAlias
    return GenericAlias(cls, item)


_CLASS_GETITEM = _class_getitem_works()
if _CLASS_GETITEM:
    for _cls in (defaultdict, OrderedDict, Counter):
        _cls.__class_getitem__ = classmethod(_alias)
    del _cls


# ---- namedtuple -----------------------------------------------------------

_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
    'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally',
    'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal',
    'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'])


def _arg_count_text(n, nreq):
    if nreq == n:
        return '%d positional argument%s' % (n, '' if n == 1 else 's')
    return 'from %d to %d positional arguments' % (nreq, n)


def _name_list(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + ' and ' + quoted[1]
    return ', '.join(quoted[:-1]) + ', and ' + quoted[-1]


def _bind(cls, args, kwargs):
    """Match __new__ arguments to fields, with CPython's error messages."""
    fields = cls._fields
    n = len(fields)
    nargs = len(args)
    defaults = cls._field_defaults
    if nargs > n:
        raise TypeError('%s.__new__() takes %s but %d were given' % (
            cls.__name__, _arg_count_text(n + 1, n + 1 - len(defaults)), nargs + 1))
    if not kwargs and nargs == n:
        return args
    values = list(args)
    if kwargs:
        for key in kwargs:
            if key not in fields:
                raise TypeError("%s.__new__() got an unexpected keyword argument '%s'"
                                % (cls.__name__, key))
            if key in fields[:nargs]:
                raise TypeError("%s.__new__() got multiple values for argument '%s'"
                                % (cls.__name__, key))
    missing = []
    for name in fields[nargs:]:
        v = kwargs.get(name, _NULL) if kwargs else _NULL
        if v is _NULL:
            v = defaults.get(name, _NULL)
            if v is _NULL:
                missing.append(name)
        values.append(v)
    if missing:
        raise TypeError('%s.__new__() missing %d required positional argument%s: %s' % (
            cls.__name__, len(missing), '' if len(missing) == 1 else 's', _name_list(missing)))
    return tuple(values)


def _nt_setattr(self, name, value):
    if name in self._fields:
        raise AttributeError("can't set attribute")
    raise AttributeError("'%s' object has no attribute '%s'" % (type(self).__name__, name))


def _nt_new(cls, *args, **kwargs):
    return tuple.__new__(cls, _bind(cls, args, kwargs))


def _nt_make(cls, iterable):
    values = tuple(iterable)
    if len(values) != len(cls._fields):
        raise TypeError('Expected %d arguments, got %d' % (len(cls._fields), len(values)))
    return tuple.__new__(cls, values)


def _nt_replace(self, **kwds):
    values = []
    for name, old in zip(self._fields, self):
        values.append(kwds.pop(name, old) if kwds else old)
    if kwds:
        raise ValueError('Got unexpected field names: %r' % (list(kwds),))
    return self._make(values)


def _nt_asdict(self):
    return dict(zip(self._fields, self))


def _nt_repr(self):
    parts = []
    for name, value in zip(self._fields, self):
        parts.append('%s=%r' % (name, value))
    return '%s(%s)' % (type(self).__name__, ', '.join(parts))


def _nt_getnewargs(self):
    return tuple(self)


def _field_property(index, name):
    def fget(self):
        return self[index]
    fget.__name__ = name
    return property(fget, None, None, 'Alias for field number %d' % index)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new subclass of tuple with named fields."""
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = [str(x) for x in field_names]
    typename = str(typename)
    if rename:
        seen = set()
        for i, name in enumerate(field_names):
            if (not name.isidentifier() or name in _KEYWORDS
                    or name.startswith('_') or name in seen):
                field_names[i] = '_%d' % i
            seen.add(name)
    for name in [typename] + field_names:
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             'identifiers: %r' % (name,))
        if name in _KEYWORDS:
            raise ValueError('Type names and field names cannot be a '
                             'keyword: %r' % (name,))
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: %r' % (name,))
        if name in seen:
            raise ValueError('Encountered duplicate field name: %r' % (name,))
        seen.add(name)
    fields = tuple(field_names)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(fields):
            raise TypeError('Got more default values than field names')
        if defaults:
            field_defaults = dict(zip(fields[len(fields) - len(defaults):], defaults))
    if module is None:
        module = '__main__'

    ns = {
        '__doc__': '%s(%s)' % (typename, ', '.join(fields)),
        '__slots__': (),
        '_fields': fields,
        '_field_defaults': field_defaults,
        '__match_args__': fields,
        '_make': classmethod(_nt_make),
        '_replace': _nt_replace,
        '_asdict': _nt_asdict,
        '__repr__': _nt_repr,
        '__getnewargs__': _nt_getnewargs,
        '__module__': module,
        '__qualname__': typename,
    }
    ns['__new__'] = _nt_new
    ns['__setattr__'] = _nt_setattr
    for index, name in enumerate(fields):
        ns[name] = _field_property(index, name)
    return type(typename, (tuple,), ns)


# CPython writes these in C (_collections, tuple and its field getters, the
# argument binding of a namedtuple's __new__): tracebacks show none of
# their frames.
__c_types__ = (defaultdict, OrderedDict)
for _f in (defaultdict, OrderedDict, _OdictView, _OdictSetView, _OdictKeys,
           _OdictItems, _OdictValues, _bind, _nt_new, _nt_setattr, _field_property):
    _hide_frames(_f)
del _f

_lazy_flag = _collection_flag   # for _collections_lazy.py, which runs without the helpers

# ChainMap, UserDict, UserList and UserString are made the first time one
# of them is asked for (runtime/modules/py/_collections_lazy.py, run in
# this namespace): most snippets that import collections use none of
# them, and every VM or copy of a template that imports it would
# otherwise make and carry their 150 functions.
_native_defer('_collections_lazy', ('ChainMap', 'UserDict', 'UserList', 'UserString'))
