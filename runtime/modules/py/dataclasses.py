"""Data classes (CPython's dataclasses module).

@dataclass reads the class annotations and adds __init__, __repr__,
__eq__ (and, on request, ordering, hashing, frozen instances). The
methods are closures rather than generated source, with CPython's
error messages."""

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar',
           'KW_ONLY', 'MISSING', 'fields', 'asdict', 'astuple', 'make_dataclass',
           'replace', 'is_dataclass']

from keyword import iskeyword as _iskeyword


class FrozenInstanceError(AttributeError):
    pass


FrozenInstanceError.__module__ = 'dataclasses'


class _MISSING_TYPE:
    __module__ = 'dataclasses'


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    __module__ = 'dataclasses'


KW_ONLY = _KW_ONLY_TYPE()


class _FieldKind:
    __module__ = 'dataclasses'

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FieldKind('_FIELD')
_FIELD_CLASSVAR = _FieldKind('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FieldKind('_FIELD_INITVAR')


class _InitVarType:
    __module__ = 'dataclasses'
    __qualname__ = 'InitVar'

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        t = self.type
        if isinstance(t, type):
            name = t.__qualname__ if t.__module__ == 'builtins' else '%s.%s' % (t.__module__, t.__qualname__)
        else:
            name = repr(t)
        return 'dataclasses.InitVar[%s]' % name


class _InitVarForm:
    __module__ = 'dataclasses'

    def __getitem__(self, type):
        return _InitVarType(type)

    def __call__(self, type):
        return _InitVarType(type)

    def __repr__(self):
        return "<class 'dataclasses.InitVar'>"


InitVar = _InitVarForm()


class Field:
    __module__ = 'dataclasses'

    def __class_getitem__(cls, item):
        from types import GenericAlias
        return GenericAlias(cls, item)
    __slots__ = ('name', 'type', 'default', 'default_factory', 'init', 'repr',
                 'hash', 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field(name=%r,type=%r,default=%r,default_factory=%r,init=%r,repr=%r,'
                'hash=%r,compare=%r,metadata=mappingproxy(%r),kw_only=%r,_field_type=%r)'
                % (self.name, self.type, self.default, self.default_factory, self.init,
                   self.repr, self.hash, self.compare, self.metadata, self.kw_only,
                   self._field_type))


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Return an object to identify dataclass fields."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


# ---- helpers ------------------------------------------------------------------

def _is_classvar(tp):
    try:
        import typing
    except ImportError:
        return False
    if tp is typing.ClassVar:
        return True
    if getattr(tp, '_name', None) == 'ClassVar' and hasattr(tp, '__args__'):
        return True
    if isinstance(tp, str) and (tp.startswith('ClassVar') or tp.startswith('typing.ClassVar')):
        return True
    return False


def _string_names(tp, module, name):
    """Is the string annotation tp (from `from __future__ import
    annotations`) `name` or `module.name`, optionally subscripted?"""
    text = tp.strip()
    for prefix in (name, module + '.' + name):
        if text == prefix or text.startswith(prefix + '['):
            return True
    return False


def _own_attr(cls, name):
    """cls's value for name if cls itself (not a base) defines it, else MISSING."""
    v = getattr(cls, name, MISSING)
    if v is MISSING:
        return MISSING
    for base in cls.mro()[1:]:
        if getattr(base, name, MISSING) is v:
            return MISSING
    return v


def _own_annotations(cls):
    try:
        ann = cls.__annotations__
    except AttributeError:
        return {}
    for base in cls.mro()[1:]:
        try:
            if base.__annotations__ is ann:
                return {}
        except AttributeError:
            pass
    return ann


def _unhashable(value):
    try:
        hash(value)
    except TypeError:
        return True
    return False


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


_GenericAlias = type(list[int])


def _format_annotation(tp):
    """An annotation as inspect.signature() writes it."""
    if getattr(tp, '__module__', None) == 'typing':
        return repr(tp).replace('typing.', '')
    if isinstance(tp, _GenericAlias):
        return str(tp)
    if isinstance(tp, type):
        if tp.__module__ == 'builtins':
            return tp.__qualname__
        return '%s.%s' % (tp.__module__, tp.__qualname__)
    return repr(tp)


def _init_text(all_fields):
    """The signature of the __init__ made for all_fields, as the class's
    docstring shows it: '(a: int, b: str = 'x', *, c: list = <factory>)'."""
    pos = []
    kwonly = []
    for f in all_fields:
        if f._field_type is _FIELD_CLASSVAR or not f.init:
            continue
        text = '%s: %s' % (f.name, _format_annotation(f.type))
        if f.default_factory is not MISSING:
            text += ' = <factory>'
        elif f.default is not MISSING:
            text += ' = %r' % (f.default,)
        (kwonly if f.kw_only else pos).append(text)
    if kwonly:
        pos.append('*')
        pos.extend(kwonly)
    return '(' + ', '.join(pos) + ')'


def _class_doc(cls):
    """CPython's docstring for a dataclass without one: the name and the
    signature of its __init__. None where that __init__ is one written by
    hand (smolvm does not read a function's parameters)."""
    for klass in cls.mro():
        if klass is object:
            return cls.__name__ + '()'
        if _own_attr(klass, '__init__') is not MISSING:
            params = getattr(klass, '__dataclass_params__', None)
            text = getattr(params, '_init_text', None) if params is not None else None
            if text is None or getattr(klass, '__init__') is not getattr(cls, '__init__'):
                return None
            return cls.__name__ + text
    return None


def _set_qualname(cls, fn, name):
    fn.__name__ = name
    fn.__qualname__ = '%s.%s' % (cls.__qualname__, name)
    return fn


# ---- generated methods ------------------------------------------------------

def _make_init(cls, all_fields, frozen, has_post_init):
    pos = []            # Field objects that are positional parameters
    kwonly = []         # keyword-only parameters
    for f in all_fields:
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init and f._field_type is not _FIELD_INITVAR:
            continue
        if f.kw_only:
            kwonly.append(f)
        else:
            pos.append(f)
    pos_names = [f.name for f in pos]
    kw_names = [f.name for f in kwonly]
    all_names = pos_names + kw_names
    n = len(pos)
    nreq = 0
    for f in pos:
        if f.default is MISSING and f.default_factory is MISSING:
            nreq += 1
    qual = cls.__qualname__ + '.__init__'
    stored = [f for f in all_fields
              if f._field_type is _FIELD]
    initvars = [f.name for f in all_fields if f._field_type is _FIELD_INITVAR]
    setter = object.__setattr__ if frozen else setattr
    # A call with positional arguments only binds in one native step when
    # nothing needs the values afterwards (no InitVar) and every
    # keyword-only field has a default.
    plan = None
    if not initvars and all(f.default is not MISSING or f.default_factory is not MISSING for f in kwonly):
        plan = (nreq, n, bool(frozen), MISSING,
                tuple((f.name, pos.index(f) if f in pos else -1, f.default, f.default_factory)
                      for f in stored))

    def __init__(self, *args, **kwargs):
        if plan is not None and not kwargs and _dc_init(self, args, plan):
            if has_post_init:
                self.__post_init__()
            return
        nargs = len(args)
        if nargs > n:
            raise TypeError('%s() takes %s but %d were given'
                            % (qual, _arg_count_text(n + 1, nreq + 1), nargs + 1))
        values = {}
        for i in range(nargs):
            values[all_names[i]] = args[i]
        for key in kwargs:
            if key not in all_names:
                raise TypeError("%s() got an unexpected keyword argument '%s'" % (qual, key))
            if key in values:
                raise TypeError("%s() got multiple values for argument '%s'" % (qual, key))
            values[key] = kwargs[key]
        missing = [f.name for f in pos if f.name not in values
                   and f.default is MISSING and f.default_factory is MISSING]
        if missing:
            raise TypeError('%s() missing %d required positional argument%s: %s' % (
                qual, len(missing), '' if len(missing) == 1 else 's', _name_list(missing)))
        missing = [f.name for f in kwonly if f.name not in values
                   and f.default is MISSING and f.default_factory is MISSING]
        if missing:
            raise TypeError('%s() missing %d required keyword-only argument%s: %s' % (
                qual, len(missing), '' if len(missing) == 1 else 's', _name_list(missing)))
        for f in stored:
            name = f.name
            if f.init and name in values:
                setter(self, name, values[name])
            elif f.default_factory is not MISSING:
                setter(self, name, f.default_factory())
            elif f.default is not MISSING:
                setter(self, name, f.default)
        if has_post_init:
            if initvars:
                extra = []
                for name in initvars:
                    if name in values:
                        extra.append(values[name])
                    else:
                        extra.append(getattr(type(self), name, None))
                self.__post_init__(*extra)
            else:
                self.__post_init__()

    return _set_qualname(cls, __init__, '__init__')


def _make_repr(cls, flds):
    names = [f.name for f in flds if f.repr]
    busy = set()

    def __repr__(self):
        key = id(self)
        if key in busy:
            return '...'
        busy.add(key)
        try:
            parts = ['%s=%r' % (name, getattr(self, name)) for name in names]
        finally:
            busy.discard(key)
        return '%s(%s)' % (type(self).__qualname__, ', '.join(parts))

    return _set_qualname(cls, __repr__, '__repr__')


def _tuple_of(names):
    def as_tuple(self):
        return tuple([getattr(self, name) for name in names])
    return as_tuple


def _make_eq(cls, names):
    key = _tuple_of(names)

    def __eq__(self, other):
        if type(other) is type(self):
            return key(self) == key(other)
        return NotImplemented

    return _set_qualname(cls, __eq__, '__eq__')


def _make_order(cls, names, op):
    key = _tuple_of(names)
    if op == '__lt__':
        def method(self, other):
            if type(other) is type(self):
                return key(self) < key(other)
            return NotImplemented
    elif op == '__le__':
        def method(self, other):
            if type(other) is type(self):
                return key(self) <= key(other)
            return NotImplemented
    elif op == '__gt__':
        def method(self, other):
            if type(other) is type(self):
                return key(self) > key(other)
            return NotImplemented
    else:
        def method(self, other):
            if type(other) is type(self):
                return key(self) >= key(other)
            return NotImplemented
    return _set_qualname(cls, method, op)


def _make_hash(cls, names):
    key = _tuple_of(names)

    def __hash__(self):
        return hash(key(self))

    return _set_qualname(cls, __hash__, '__hash__')


def _make_frozen(cls, field_names):
    def __setattr__(self, name, value):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError("cannot assign to field '%s'" % (name,))
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError("cannot delete field '%s'" % (name,))
        object.__delattr__(self, name)

    return (_set_qualname(cls, __setattr__, '__setattr__'),
            _set_qualname(cls, __delattr__, '__delattr__'))


class _Probe:
    pass


# CPython generates these methods as code of its own, whose argument
# errors show no frame of it: neither do these (the code of every
# __init__, __setattr__ and __delattr__ made here is one each).
_hide_frames(_make_init(_Probe, [], False, False))
for _f in _make_frozen(_Probe, ()):
    _hide_frames(_f)
del _Probe, _f


# ---- the decorator ----------------------------------------------------------

class _DataclassParams:
    __module__ = 'dataclasses'

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self._init_text = None      # the signature of the __init__ made here
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams(init=%r,repr=%r,eq=%r,order=%r,unsafe_hash=%r,frozen=%r)'
                % (self.init, self.repr, self.eq, self.order, self.unsafe_hash, self.frozen))


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only):
    all_fields = {}
    any_frozen_base = False
    has_dataclass_bases = False
    for base in reversed(cls.mro()[1:]):
        base_fields = getattr(base, '__dataclass_fields__', None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                all_fields[f.name] = f
            if base.__dataclass_params__.frozen:
                any_frozen_base = True

    kw_mode = kw_only
    for name, tp in _own_annotations(cls).items():
        if tp is KW_ONLY or tp is _KW_ONLY_TYPE or (isinstance(tp, str) and _string_names(tp, 'dataclasses', 'KW_ONLY')):
            kw_mode = True
            continue
        default = getattr(cls, name, MISSING)
        if isinstance(default, Field):
            f = default
        else:
            f = field(default=default)
        f.name = name
        f.type = tp
        if _is_classvar(tp):
            f._field_type = _FIELD_CLASSVAR
        elif isinstance(tp, _InitVarType) or (isinstance(tp, str) and _string_names(tp, 'dataclasses', 'InitVar')):
            f._field_type = _FIELD_INITVAR
        else:
            f._field_type = _FIELD
        if f._field_type is _FIELD and f.kw_only is MISSING:
            f.kw_only = kw_mode
        elif f._field_type is not _FIELD:
            if f.default_factory is not MISSING:
                raise TypeError('field %s cannot have a default factory' % (name,))
            if f.kw_only is MISSING:
                f.kw_only = kw_mode if f._field_type is _FIELD_INITVAR else False
        if f._field_type is _FIELD and f.default is not MISSING and _unhashable(f.default):
            raise ValueError('mutable default %s for field %s is not allowed: use default_factory'
                             % (type(f.default), name))
        all_fields[name] = f
        # The class attribute holds the plain default, as in CPython.
        if isinstance(default, Field):
            if f.default is MISSING:
                try:
                    delattr(cls, name)
                except AttributeError:
                    pass
            else:
                setattr(cls, name, f.default)

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')

    cls.__dataclass_fields__ = all_fields
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order, unsafe_hash, frozen)

    flist = list(all_fields.values())
    real = [f for f in flist if f._field_type is _FIELD]

    # Parameters without defaults cannot follow ones with defaults.
    if init:
        seen_default = False
        for f in flist:
            if f._field_type is _FIELD_CLASSVAR or f.kw_only:
                continue
            if not f.init and f._field_type is not _FIELD_INITVAR:
                continue
            if f.default is MISSING and f.default_factory is MISSING:
                if seen_default:
                    raise TypeError("non-default argument '%s' follows default argument" % (f.name,))
            else:
                seen_default = True
        if _own_attr(cls, '__init__') is MISSING:
            has_post_init = hasattr(cls, '__post_init__')
            cls.__init__ = _make_init(cls, flist, frozen, has_post_init)
            cls.__dataclass_params__._init_text = _init_text(flist)

    if repr and _own_attr(cls, '__repr__') is MISSING:
        cls.__repr__ = _make_repr(cls, real)

    compare_names = [f.name for f in real if f.compare]
    if eq and _own_attr(cls, '__eq__') is MISSING:
        cls.__eq__ = _make_eq(cls, compare_names)

    if order:
        if not eq:
            raise ValueError('eq must be true if order is true')
        for op in ('__lt__', '__le__', '__gt__', '__ge__'):
            if _own_attr(cls, op) is not MISSING:
                raise TypeError('Cannot overwrite attribute %s in class %s. Consider using '
                                'functools.total_ordering' % (op, cls.__name__))
            setattr(cls, op, _make_order(cls, compare_names, op))

    if frozen:
        field_names = tuple([f.name for f in real])
        for op in ('__setattr__', '__delattr__'):
            if _own_attr(cls, op) is not MISSING:
                raise TypeError('Cannot overwrite attribute %s in class %s' % (op, cls.__name__))
        sa, da = _make_frozen(cls, field_names)
        cls.__setattr__ = sa
        cls.__delattr__ = da

    own_hash = _own_attr(cls, '__hash__')
    has_explicit_hash = own_hash is not MISSING and own_hash is not None
    hash_names = [f.name for f in real if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError('Cannot overwrite attribute __hash__ in class %s' % (cls.__name__,))
        cls.__hash__ = _make_hash(cls, hash_names)
    elif eq and not has_explicit_hash:
        if frozen:
            cls.__hash__ = _make_hash(cls, hash_names)
        else:
            cls.__hash__ = None

    if not getattr(cls, '__doc__', None):
        cls.__doc__ = _class_doc(cls)

    if match_args and _own_attr(cls, '__match_args__') is MISSING:
        cls.__match_args__ = tuple([f.name for f in flist
                                    if f._field_type is _FIELD and f.init and not f.kw_only])
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True, kw_only=False,
              slots=False, weakref_slot=False):
    """Add dunder methods based on the fields defined in the class."""
    def wrap(cls):
        cls = _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                             match_args, kw_only)
        if slots:
            cls = _add_slots(cls, weakref_slot)
        elif weakref_slot:
            raise TypeError('weakref_slot is True but slots is False')
        return cls
    if cls is None:
        return wrap
    return wrap(cls)


_slotted_class = _native_slotted_class
_dc_init = _native_dc_init


def _slot_names(cls):
    """The slot names cls itself declares."""
    s = _own_attr(cls, '__slots__')
    if s is MISSING:
        return ()
    if isinstance(s, str):
        return (s,)
    return tuple(s)


def _add_slots(cls, weakref_slot):
    """slots=True: the class made again with __slots__ for its fields (less
    those a base declares already), as CPython makes it."""
    if _own_attr(cls, '__slots__') is not MISSING:
        raise TypeError(f'{cls.__name__} already specifies __slots__')
    inherited = set()
    for base in cls.mro()[1:-1]:
        inherited.update(_slot_names(base))
    names = [f.name for f in fields(cls) if f.name not in inherited]
    if weakref_slot and '__weakref__' not in inherited:
        names.append('__weakref__')
    new = _slotted_class(cls, tuple(names))
    # A generic class keeps its type variables (CPython copies them with
    # the namespace).
    params = getattr(cls, '__parameters__', None)
    if params:
        new.__parameters__ = params
    return new


# ---- module functions -------------------------------------------------------

def fields(class_or_instance):
    """Return a tuple describing the fields of this dataclass."""
    fs = getattr(class_or_instance, '__dataclass_fields__', None)
    if fs is None:
        raise TypeError('must be called with a dataclass type or instance')
    return tuple([f for f in fs.values() if f._field_type is _FIELD])


def _is_dataclass_instance(obj):
    return not isinstance(obj, type) and hasattr(type(obj), '__dataclass_fields__')


def is_dataclass(obj):
    """True if obj is a dataclass or an instance of one."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, '__dataclass_fields__')


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            result.append((f.name, _asdict_inner(getattr(obj, f.name), dict_factory)))
        return dict_factory(result)
    if hasattr(type(obj), '_fields') and (isinstance(obj, tuple) or hasattr(obj, '_asdict')):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)([_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, dict):
        if hasattr(obj, 'default_factory'):
            result = type(obj)(obj.default_factory)
            for k, v in obj.items():
                result[_asdict_inner(k, dict_factory)] = _asdict_inner(v, dict_factory)
            return result
        return type(obj)([(_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                          for k, v in obj.items()])
    from copy import deepcopy
    return deepcopy(obj)


def asdict(obj, *, dict_factory=dict):
    """Return the fields of a dataclass instance as a new dict (recursively)."""
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory)
                              for f in fields(obj)])
    if hasattr(type(obj), '_fields') and (isinstance(obj, tuple) or hasattr(obj, '_asdict')):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)([_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, dict):
        return type(obj)([(_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                          for k, v in obj.items()])
    from copy import deepcopy
    return deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """Return the fields of a dataclass instance as a new tuple (recursively)."""
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def replace(obj, /, **changes):
    """Return a new object replacing specified fields with new values."""
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in type(obj).__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError('field %s is declared with init=False, it cannot be '
                                 'specified with replace()' % (f.name,))
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError("InitVar '%s' must be specified with replace()" % (f.name,))
            changes[f.name] = getattr(obj, f.name)
    return type(obj)(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False,
                   match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """Return a new dynamically created dataclass."""
    ns = dict(namespace) if namespace is not None else {}
    annotations = {}
    seen = set()
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            ns[name] = spec
        else:
            raise TypeError('Invalid field: %r' % (item,))
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError('Field names must be valid identifiers: %r' % (name,))
        if _iskeyword(name):
            raise TypeError('Field names must not be keywords: %r' % (name,))
        if name in seen:
            raise TypeError('Field name duplicated: %r' % (name,))
        seen.add(name)
        annotations[name] = tp
    ns['__annotations__'] = annotations
    # CPython 3.11 makes the class in types.new_class, whose module it
    # then names, unless the namespace gives one.
    ns.setdefault('__module__', 'types')
    ns['__qualname__'] = cls_name
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)
