# The part of collections made on first use (runtime/modules.c,
# module_lazy_attr): ChainMap, UserDict, UserList and UserString. It runs
# in collections' own namespace, so that they are its classes, and their
# functions its functions, as CPython's are. No docstring: it would
# replace collections'.


class ChainMap:
    """A ChainMap groups multiple dicts (or other mappings) together to
    create a single, updateable view; lookups search them in order."""
    __module__ = 'collections'

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def _merged(self):
        d = {}
        for mapping in reversed(self.maps):
            for k in mapping:
                d[k] = None
        return d

    def __len__(self):
        return len(self._merged())

    def __iter__(self):
        return iter(self._merged())

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def __bool__(self):
        for m in self.maps:
            if m:
                return True
        return False

    def __repr__(self):
        return '%s(%s)' % (type(self).__name__, ', '.join([repr(m) for m in self.maps]))

    def __eq__(self, other):
        if isinstance(other, (dict, ChainMap, UserDict)):
            return dict(self.items()) == dict(other.items())
        return NotImplemented

    __hash__ = None

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    @classmethod
    def fromkeys(cls, iterable, *args):
        """Create a ChainMap with a single dict created from the iterable."""
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        """New ChainMap or subclass with a new copy of maps[0] and refs to maps[1:]"""
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        return type(self)(*deepcopy(self.maps, memo))

    def new_child(self, m=None, **kwargs):
        """New ChainMap with a new map followed by all previous maps."""
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        """New ChainMap from maps[1:]."""
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,)) from None

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
            return default
        return self[key]

    def update(self, other=(), /, **kwds):
        m = self.maps[0]
        if isinstance(other, (dict, ChainMap, UserDict)):
            for k in other.keys():
                m[k] = other[k]
        elif hasattr(other, 'keys'):
            for k in other.keys():
                m[k] = other[k]
        else:
            for k, v in other:
                m[k] = v
        for k, v in kwds.items():
            m[k] = v

    def popitem(self):
        """Remove and return an item pair from maps[0]."""
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.') from None

    def pop(self, key, *args):
        """Remove key from maps[0] and return its value."""
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,)) from None

    def clear(self):
        """Clear maps[0], leaving maps[1:] intact."""
        self.maps[0].clear()

    def __or__(self, other):
        if not isinstance(other, (dict, ChainMap, UserDict)):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        if not isinstance(other, (dict, ChainMap, UserDict)):
            return NotImplemented
        m = dict(other)
        for child in reversed(self.maps):
            m.update(child)
        return type(self)(m)

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    # A mapping is not reversible (collections.abc.Mapping's None).
    __reversed__ = None


# ---- UserDict / UserList --------------------------------------------------

class UserDict:
    """A dict wrapper whose contents live in the .data attribute."""
    __module__ = 'collections'
    __reversed__ = None

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(type(self), '__missing__'):
            return self.__missing__(key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __eq__(self, other):
        if isinstance(other, UserDict):
            return self.data == other.data
        if isinstance(other, dict):
            return self.data == other
        return NotImplemented

    __hash__ = None

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def pop(self, key, *args):
        return self.data.pop(key, *args)

    def popitem(self):
        return self.data.popitem()

    def clear(self):
        self.data.clear()

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwds):
        if isinstance(other, (dict, UserDict, ChainMap)):
            for k in other.keys():
                self[k] = other[k]
        elif hasattr(other, 'keys'):
            for k in other.keys():
                self[k] = other[k]
        else:
            for k, v in other:
                self[k] = v
        for k, v in kwds.items():
            self[k] = v

    def copy(self):
        new = type(self)()
        new.data = self.data.copy()
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = type(self)()
        memo[id(self)] = new
        new.data = deepcopy(self.data, memo)
        return new

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d

    def __or__(self, other):
        if isinstance(other, UserDict):
            return type(self)(self.data | other.data)
        if isinstance(other, dict):
            return type(self)(self.data | other)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self


class UserList:
    """A list wrapper whose contents live in the .data attribute."""
    __module__ = 'collections'

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return type(self)(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return type(self)(self.data + other.data)
        if isinstance(other, type(self.data)):
            return type(self)(self.data + other)
        return type(self)(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return type(self)(other.data + self.data)
        if isinstance(other, type(self.data)):
            return type(self)(other + self.data)
        return type(self)(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = type(self)()
        memo[id(self)] = new
        new.data = deepcopy(self.data, memo)
        return new

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


class UserString:
    """A str wrapper whose contents live in the .data attribute; the
    methods that give a new string give an instance of the same class."""
    __module__ = 'collections'

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __complex__(self):
        return complex(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def __eq__(self, string):
        if isinstance(string, UserString):
            return self.data == string.data
        return self.data == string

    def __lt__(self, string):
        if isinstance(string, UserString):
            return self.data < string.data
        return self.data < string

    def __le__(self, string):
        if isinstance(string, UserString):
            return self.data <= string.data
        return self.data <= string

    def __gt__(self, string):
        if isinstance(string, UserString):
            return self.data > string.data
        return self.data > string

    def __ge__(self, string):
        if isinstance(string, UserString):
            return self.data >= string.data
        return self.data >= string

    def __contains__(self, char):
        if isinstance(char, UserString):
            char = char.data
        return char in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return type(self)(self.data[index])

    def __iter__(self):
        # Sequence's iteration, as CPython's UserString inherits it: each
        # item is an instance of the class.
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def __add__(self, other):
        if isinstance(other, UserString):
            return type(self)(self.data + other.data)
        elif isinstance(other, str):
            return type(self)(self.data + other)
        return type(self)(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return type(self)(other + self.data)
        return type(self)(str(other) + self.data)

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return type(self)(self.data % args)

    def __rmod__(self, template):
        return type(self)(str(template) % self)

    def capitalize(self):
        return type(self)(self.data.capitalize())

    def casefold(self):
        return type(self)(self.data.casefold())

    def center(self, width, *args):
        return type(self)(self.data.center(width, *args))

    def count(self, sub, start=0, end=_MAXSIZE):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.count(sub, start, end)

    def removeprefix(self, prefix, /):
        if isinstance(prefix, UserString):
            prefix = prefix.data
        return type(self)(self.data.removeprefix(prefix))

    def removesuffix(self, suffix, /):
        if isinstance(suffix, UserString):
            suffix = suffix.data
        return type(self)(self.data.removesuffix(suffix))

    def encode(self, encoding='utf-8', errors='strict'):
        encoding = 'utf-8' if encoding is None else encoding
        errors = 'strict' if errors is None else errors
        return self.data.encode(encoding, errors)

    def endswith(self, suffix, start=0, end=_MAXSIZE):
        return self.data.endswith(suffix, start, end)

    def expandtabs(self, tabsize=8):
        return type(self)(self.data.expandtabs(tabsize))

    def find(self, sub, start=0, end=_MAXSIZE):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.find(sub, start, end)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def format_map(self, mapping):
        return self.data.format_map(mapping)

    def index(self, sub, start=0, end=_MAXSIZE):
        return self.data.index(sub, start, end)

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isascii(self):
        return self.data.isascii()

    def isdecimal(self):
        return self.data.isdecimal()

    def isdigit(self):
        return self.data.isdigit()

    def isidentifier(self):
        return self.data.isidentifier()

    def islower(self):
        return self.data.islower()

    def isnumeric(self):
        return self.data.isnumeric()

    def isprintable(self):
        return self.data.isprintable()

    def isspace(self):
        return self.data.isspace()

    def istitle(self):
        return self.data.istitle()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return type(self)(self.data.ljust(width, *args))

    def lower(self):
        return type(self)(self.data.lower())

    def lstrip(self, chars=None):
        return type(self)(self.data.lstrip(chars))

    maketrans = str.maketrans

    def partition(self, sep):
        return self.data.partition(sep)

    def replace(self, old, new, maxsplit=-1):
        if isinstance(old, UserString):
            old = old.data
        if isinstance(new, UserString):
            new = new.data
        return type(self)(self.data.replace(old, new, maxsplit))

    def rfind(self, sub, start=0, end=_MAXSIZE):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.rfind(sub, start, end)

    def rindex(self, sub, start=0, end=_MAXSIZE):
        return self.data.rindex(sub, start, end)

    def rjust(self, width, *args):
        return type(self)(self.data.rjust(width, *args))

    def rpartition(self, sep):
        return self.data.rpartition(sep)

    def rstrip(self, chars=None):
        return type(self)(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=_MAXSIZE):
        return self.data.startswith(prefix, start, end)

    def strip(self, chars=None):
        return type(self)(self.data.strip(chars))

    def swapcase(self):
        return type(self)(self.data.swapcase())

    def title(self):
        return type(self)(self.data.title())

    def translate(self, *args):
        return type(self)(self.data.translate(*args))

    def upper(self):
        return type(self)(self.data.upper())

    def zfill(self, width):
        return type(self)(self.data.zfill(width))


if _CLASS_GETITEM:
    for _cls in (ChainMap, UserDict, UserList, UserString):
        _cls.__class_getitem__ = classmethod(_alias)
    del _cls

# Their instances match sequence and mapping patterns (`case [a, b]`,
# `case {"k": v}`), as those of CPython's classes, which derive from the
# ABCs, do.
for _c, _flag in ((ChainMap, 1 << 6), (UserDict, 1 << 6), (UserList, 1 << 5),
                  (UserString, 1 << 5)):
    _lazy_flag(_c, _flag)
del _c, _flag

# Last: until here a failure undoes the part (runtime/modules.c,
# module_lazy_attr), and Counter's mapping test is only ever given classes
# that stay.
_lazy_mappings = (ChainMap, UserDict)
