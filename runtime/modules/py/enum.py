"""Enumerations (CPython 3.11's enum module, as 3.11.2 behaves): Enum,
IntEnum, StrEnum, Flag, IntFlag, ReprEnum, auto, unique, verify, member,
nonmember, EnumType (EnumMeta), FlagBoundary and EnumCheck.

Members are made when the class statement runs, through the EnumType
metaclass: lookup by value (Color(1)) and by name (Color['RED'] and
Color.RED), iteration, len() and `in` over the class, aliases, auto()
numbering, the 3.11 reprs, str() and format(), Flag combinations with the
boundaries STRICT, CONFORM, EJECT and KEEP (`class P(Flag, boundary=KEEP)`),
and the functional API (Enum('Color', 'RED GREEN')), with CPython's error
messages.

The class body is filled as a plain dict (smolvm has no metaclass
__prepare__), so the members are sorted out once it has run: a name
assigned twice in an enum body keeps its last value instead of raising
TypeError, and auto() values are computed then, in definition order (an
expression such as `BOTH = READ | WRITE` on auto() members is computed with
them).

smolvm has no user-defined descriptors, so an enum.property in a class
body becomes a built-in property of the new enumeration that does what
enum.property does for members (the getter, or AttributeError without
one); read on the class, it gives that property rather than the member of
that name or AttributeError. global_enum() puts the members into the
namespace of the module named by the class's __module__ (a snippet's own
globals for __main__) through _export, and a member's dir() starts from
_object_dir (the names object.__dir__ lists), which runtime/modules/enum.c
provides before this body runs."""

__all__ = [
    'EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
    'auto', 'unique', 'property', 'verify', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP',
    'global_flag_repr', 'global_enum_repr', 'global_str', 'global_enum',
    'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE',
]

# Set once the classes exist; EnumType.__new__ uses them to tell the
# module's own base classes from user enumerations.
Enum = Flag = ReprEnum = EJECT = KEEP = STRICT = CONFORM = None
_EnumProperty = None

_FunctionType = type(lambda: None)
_BuiltinType = type(len)
_type_setattr = type.__setattr__
_type_delattr = type.__delattr__
# The built-in property: the module's own `property` (enum.property) is
# defined further down.
_builtin_property = property

# The data types whose instances can be members' mixed-in values.
_DATA_TYPES = (int, str, float, complex, bytes)

_ALLOWED_SUNDER = ('_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
                   '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_')


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == '__' and name[-2:] == '__' and
            name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == '_' and name[1] != '_' and
            name[-1] == '_' and name[-2] != '_')


def _is_private(cls_name, name):
    # _Cls__x (a mangled name), or __x where the body was not mangled.
    prefix = '_%s__' % cls_name.lstrip('_')
    if len(name) > len(prefix) and name.startswith(prefix) and not name.endswith('__'):
        return True
    return len(name) > 2 and name[:2] == '__' and not name.endswith('__')


def _is_descriptor(obj):
    if isinstance(obj, (_FunctionType, _BuiltinType, _builtin_property, classmethod, staticmethod)):
        return True
    return hasattr(obj, '__get__') or hasattr(obj, '__set__') or hasattr(obj, '__delete__')


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _bits_lsb(num):
    # The powers of two set in num, lowest first.
    out = []
    while num:
        b = num & -num
        out.append(b)
        num ^= b
    return out


def show_flag_values(value):
    return _bits_lsb(value)


def _bin(num, max_bits=None):
    # Two's complement digits after a sign digit: bin(5, 4) is '0b0 0101'.
    ceiling = 2 ** num.bit_length()
    if num >= 0:
        s = bin(num + ceiling).replace('1', '0', 1)
    else:
        s = bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None and len(digits) < max_bits:
        digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return '%s %s' % (sign, digits)


def _sort_like_cpython(items):
    # list.sort() for a short list, comparing in the order CPython's sort
    # does (a leading run, then binary insertion), so that when two values
    # cannot be compared the list is left as CPython leaves it.
    n = len(items)
    if n >= 64:
        items.sort()
        return
    if n < 2:
        return
    run = 2
    if items[1] < items[0]:
        while run < n and items[run] < items[run - 1]:
            run += 1
        items[:run] = items[run - 1::-1]
    else:
        while run < n and not items[run] < items[run - 1]:
            run += 1
    for start in range(run, n):
        pivot = items[start]
        lo, hi = 0, start
        while lo < hi:
            mid = (lo + hi) >> 1
            if pivot < items[mid]:
                hi = mid
            else:
                lo = mid + 1
        items[lo + 1:start + 1] = items[lo:start]
        items[lo] = pivot


class _AutoNull:
    def __repr__(self):
        return '_auto_null'


_auto_null = _AutoNull()


def _resolved(x):
    if isinstance(x, (auto, _AutoExpr)):
        return x._resolve()
    return x


class _Deferred:
    # Arithmetic on auto() values in a class body (WHITE = RED | GREEN):
    # CPython gives each auto() its value as it is assigned; here the class
    # body runs first, so the expression is kept and computed when the
    # members are made, in definition order.

    def __or__(self, other):
        return _AutoExpr(lambda a, b: a | b, (self, other))

    def __ror__(self, other):
        return _AutoExpr(lambda a, b: a | b, (other, self))

    def __and__(self, other):
        return _AutoExpr(lambda a, b: a & b, (self, other))

    def __rand__(self, other):
        return _AutoExpr(lambda a, b: a & b, (other, self))

    def __xor__(self, other):
        return _AutoExpr(lambda a, b: a ^ b, (self, other))

    def __rxor__(self, other):
        return _AutoExpr(lambda a, b: a ^ b, (other, self))

    def __add__(self, other):
        return _AutoExpr(lambda a, b: a + b, (self, other))

    def __radd__(self, other):
        return _AutoExpr(lambda a, b: a + b, (other, self))

    def __sub__(self, other):
        return _AutoExpr(lambda a, b: a - b, (self, other))

    def __rsub__(self, other):
        return _AutoExpr(lambda a, b: a - b, (other, self))

    def __mul__(self, other):
        return _AutoExpr(lambda a, b: a * b, (self, other))

    def __rmul__(self, other):
        return _AutoExpr(lambda a, b: a * b, (other, self))

    def __lshift__(self, other):
        return _AutoExpr(lambda a, b: a << b, (self, other))

    def __rshift__(self, other):
        return _AutoExpr(lambda a, b: a >> b, (self, other))

    def __invert__(self):
        return _AutoExpr(lambda a: ~a, (self,))

    def __neg__(self):
        return _AutoExpr(lambda a: -a, (self,))


class _AutoExpr(_Deferred):
    def __init__(self, op, args):
        self._op = op
        self._args = args

    def _resolve(self):
        return self._op(*[_resolved(a) for a in self._args])


class auto(_Deferred):
    """Instances are replaced with an appropriate value in Enum class suites."""
    __module__ = 'enum'

    def __init__(self, value=_auto_null):
        self.value = value

    def _resolve(self):
        return self.value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)


class member:
    """Forces item to become an Enum member during class creation."""
    __module__ = 'enum'

    def __init__(self, value):
        self.value = value


class nonmember:
    """Protects item from becoming an Enum member during class creation."""
    __module__ = 'enum'

    def __init__(self, value):
        self.value = value


class mappingproxy:
    """A read-only view of a mapping (the type of Enum.__members__)."""
    __module__ = 'builtins'

    def __init__(self, mapping):
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
        return self._mapping | other

    def __ror__(self, other):
        return other | self._mapping

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


MappingProxyType = mappingproxy
del mappingproxy


def _plain(value, member_type):
    # The mixed-in data of a member as a plain built-in value.
    if member_type is str:
        return value[:]
    return member_type(value)


_attr_suggest = _native_attr_suggest


class EnumType(type):
    """Metaclass for Enum"""
    __module__ = 'enum'

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if _simple:
            return super().__new__(metacls, cls, bases, classdict, **kwds)
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        members, attrs, order = _sort_body(cls, classdict)
        for key, value in list(attrs.items()):
            if _EnumProperty is not None and isinstance(value, _EnumProperty):
                attrs[key] = _install_property(value, key, cls)
        invalid = [name for name, _ in members if name in ('mro', '')]
        if invalid:
            raise ValueError('invalid enum member name(s) %s' % (','.join(repr(n) for n in invalid),))
        new, save_new, use_args = _find_new(attrs.pop('__new__', None), member_type, first_enum)
        if Enum is not None:
            attrs['__new__'] = _enum_new
            if save_new:
                attrs['__new_member__'] = new
        attrs['_new_member_'] = new
        attrs['_use_args_'] = use_args
        attrs['_member_names_'] = []
        attrs['_member_map_'] = {}
        attrs['_value2member_map_'] = {}
        attrs['_unhashable_values_'] = []
        attrs['_member_type_'] = member_type
        is_flag = (Flag is None and cls == 'Flag') or (Flag is not None and any(
            isinstance(b, EnumType) and issubclass(b, Flag) for b in bases))
        if is_flag:
            attrs['_boundary_'] = boundary or getattr(first_enum, '_boundary_', None)
            attrs['_flag_mask_'] = 0
            attrs['_all_bits_'] = 0
            attrs['_inverted_'] = None

        enum_class = super().__new__(metacls, cls, bases, attrs, **kwds)

        # The values: auto() resolved in definition order.
        values = _resolve_values(enum_class, members)
        if is_flag:
            mask = 0
            for v in values:
                if isinstance(v, int):
                    mask |= v
            _type_setattr(enum_class, '_all_bits_', 2 ** mask.bit_length() - 1)
        for (name, _), value in zip(members, values):
            _add_member(enum_class, name, value, member_type, new, use_args, is_flag)
        _fix_member_properties(enum_class)

        # ReprEnum: str() and format() are the data type's.
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type (i.e.'
                                ' int, str, float, etc.)')
            if '__format__' not in classdict:
                def __format__(self, format_spec, _t=member_type):
                    # The data type's format: an empty spec is str(self).
                    if format_spec == '':
                        return str(self)
                    return format(_plain(self, _t), format_spec)
                _type_setattr(enum_class, '__format__', __format__)
            if '__str__' not in classdict:
                def __str__(self, _t=member_type):
                    return str(_plain(self, _t))
                _type_setattr(enum_class, '__str__', __str__)
        # A mixed-in data type must not provide the members' repr, str
        # and format: the enum base's stay in force.
        if first_enum is not None:
            for name in ('__repr__', '__str__', '__format__'):
                if name in classdict or (name != '__repr__' and ReprEnum is not None and ReprEnum in bases):
                    continue
                found = getattr(enum_class, name)
                if found is getattr(member_type, name) or found is getattr(object, name):
                    _type_setattr(enum_class, name, getattr(first_enum, name))
        # A Flag's operators win over a mixed-in int's.
        if is_flag and Flag is not None:
            single = 0
            for m in enum_class._member_map_.values():
                if _is_single_bit(m._value_):
                    single |= m._value_
            _type_setattr(enum_class, '_flag_mask_', single)
            canonical = [m._value_ for m in enum_class]
            if canonical != sorted(canonical):
                _type_setattr(enum_class, '_iter_member_', enum_class._iter_member_by_def_)
            if order:
                order = [o for o in order if o not in enum_class._member_map_
                         or _is_single_bit(enum_class._member_map_[o]._value_)]
            for name in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__', '__invert__'):
                if name not in classdict:
                    _type_setattr(enum_class, name, getattr(Flag, name))
        if order:
            names = enum_class._member_names_
            order = [o for o in order if o not in enum_class._member_map_ or o in names]
            if order != names:
                raise TypeError('member order does not match _order_:\n  %r\n  %r' % (names, order))
        return enum_class

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        """Either returns an existing member, or creates a new enum class."""
        if names is None:
            return _lookup(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type, start=start,
                            boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (_type(member).__qualname__, _type(cls).__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError('%r cannot delete member %r.' % (cls.__name__, attr))
        _type_delattr(cls, attr)

    def __getattr__(cls, name):
        """Return the enum member matching `name`."""
        if _is_dunder(name):
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            pass
        # CPython's traceback suggests from dir(cls), this __dir__:
        # Color.Red says "Did you mean: 'RED'?".
        raise _attr_suggest(AttributeError(name), name, EnumType.__dir__(cls)) from None

    def __dir__(cls):
        names = set(['__class__', '__contains__', '__doc__', '__getitem__', '__init_subclass__',
                     '__iter__', '__len__', '__members__', '__module__', '__name__', '__qualname__'])
        names.update(cls._member_names_)
        if cls._new_member_ is not object.__new__:
            names.add('__new__')
        if cls._member_type_ is not object:
            names.update(dir(cls._member_type_))
        return sorted(names)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        member_map = cls._member_map_
        return iter([member_map[name] for name in cls._member_names_])

    def __len__(cls):
        return len(cls._member_names_)

    @property
    def __members__(cls):
        """Returns a mapping of member name->value, including aliases."""
        return MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % (cls.__name__,)
        return "<enum %r>" % (cls.__name__,)

    def __reversed__(cls):
        member_map = cls._member_map_
        return iter([member_map[name] for name in reversed(cls._member_names_)])

    def __setattr__(cls, name, value):
        if name in cls._member_map_:
            raise AttributeError('cannot reassign member %r' % (name,))
        _type_setattr(cls, name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1, boundary=None):
        metacls = _type(cls)
        bases = (cls,) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        classdict = {}
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original, names = names, []
            last_values = []
            for count, name in enumerate(original):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        classdict['__module__'] = module if module is not None else '__main__'
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    @classmethod
    def _check_for_existing_members_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.mro():
                if isinstance(base, EnumType) and issubclass(base, Enum) and base._member_names_:
                    raise TypeError("<enum %r> cannot extend %r" % (class_name, base))

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        """The data type (object if none) and the last Enum base."""
        if not bases:
            return object, Enum
        mcls._check_for_existing_members_(class_name, bases)
        first_enum = bases[-1]
        if not (isinstance(first_enum, EnumType) and issubclass(first_enum, Enum)):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        member_type = object
        for chain in bases:
            found = None
            for base in chain.mro():
                if base is object:
                    continue
                if isinstance(base, EnumType):
                    if base._member_type_ is not object:
                        found = base._member_type_
                        break
                    continue
                if base in _DATA_TYPES or getattr(base, '__new__', None) is not object.__new__:
                    found = base
                    break
            if found is not None:
                member_type = found
                break
        return member_type, first_enum


EnumMeta = EnumType
_type = type


def _sort_body(cls_name, classdict):
    """The members of a class body, in order, as (name, value) with auto()
    still unresolved; the other attributes; and _order_ as a list."""
    members = []
    attrs = {}
    ignore = []
    auto_seen = False
    for key, value in classdict.items():
        if _is_private(cls_name, key):
            attrs[key] = value
        elif _is_sunder(key):
            if key not in _ALLOWED_SUNDER:
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use' % (key,))
            if key == '_generate_next_value_' and auto_seen:
                raise TypeError("_generate_next_value_ must be defined before members")
            if key == '_ignore_':
                if isinstance(value, str):
                    ignore = value.replace(',', ' ').split()
                else:
                    ignore = list(value)
                already = set(ignore) & set([n for n, _ in members])
                if already:
                    raise ValueError('_ignore_ cannot specify already set names: %r' % (already,))
            else:
                attrs[key] = value
        elif _is_dunder(key):
            if key == '__order__':
                key = '_order_'
            attrs[key] = value
        elif key in ignore:
            pass
        elif isinstance(value, nonmember):
            attrs[key] = value.value
        elif _is_descriptor(value):
            attrs[key] = value
        else:
            if isinstance(value, member):
                value = value.value
            if isinstance(value, auto) or (_type(value) is tuple and
                                           any([isinstance(v, auto) for v in value])):
                auto_seen = True
            members.append((key, value))
    for key in ignore:
        attrs.pop(key, None)
    order = attrs.pop('_order_', None)
    if isinstance(order, str):
        order = order.replace(',', ' ').split()
    return members, attrs, order


def _resolve_values(enum_class, members):
    # auto() (alone or in a tuple) gets _generate_next_value_(name, 1,
    # members so far, values so far); other values are taken as they are.
    gen = None
    last_values = []
    out = []
    for count, (name, value) in enumerate(members):
        single = isinstance(value, auto)
        parts = (value,) if single else value
        if _type(parts) is tuple and any([isinstance(v, auto) for v in parts]):
            resolved = []
            for v in parts:
                if isinstance(v, auto):
                    if v.value is _auto_null:
                        if gen is None:
                            gen = enum_class._generate_next_value_
                        v.value = gen(name, 1, count, last_values[:])
                    v = v.value
                    last_values.append(v)
                resolved.append(v)
            value = resolved[0] if single else tuple(resolved)
        else:
            if isinstance(value, _AutoExpr):
                value = value._resolve()
            last_values.append(value)
        out.append(value)
    return out


def _find_new(new, member_type, first_enum):
    # The function making the members: a __new__ of the class body (then
    # saved for subclasses), one saved by an enum base, the data type's.
    save_new = first_enum is not None and new is not None
    if new is None:
        for possible in (member_type, first_enum):
            target = getattr(possible, '__new_member__', None)
            if target is not None:
                new = target
                break
    if new is None:
        if member_type is not object and member_type.__new__ is not object.__new__:
            new = member_type.__new__
        elif member_type in _DATA_TYPES:
            new = member_type.__new__
        else:
            new = object.__new__
    use_args = not (first_enum is None or new is object.__new__ or new is _enum_new)
    return new, save_new, use_args


def _add_member(enum_class, name, value, member_type, new, use_args, is_flag):
    if isinstance(value, tuple):
        args = value
    else:
        args = (value,)
    if member_type is tuple:
        args = (args,)
    if not use_args:
        enum_member = new(enum_class)
        if not hasattr(enum_member, '_value_'):
            try:
                enum_member._value_ = member_type(*args)
            except Exception:
                enum_member._value_ = value
    else:
        enum_member = new(enum_class, *args)
        if not hasattr(enum_member, '_value_'):
            if member_type is object:
                enum_member._value_ = value
            else:
                try:
                    enum_member._value_ = member_type(*args)
                except Exception:
                    raise TypeError('_value_ not set in __new__, unable to create it') from None
    value = enum_member._value_
    enum_member._name_ = name
    enum_member.__init__(*args)
    names = enum_class._member_names_
    enum_member._sort_order_ = len(names)
    value_map = enum_class._value2member_map_
    # An earlier member with an equal value makes this one an alias.
    canonical = None
    try:
        canonical = value_map.get(value)
    except TypeError:
        for m in enum_class._member_map_.values():
            if m._value_ == value:
                canonical = m
                break
    if canonical is not None:
        enum_member = canonical
    elif not is_flag or _is_single_bit(value):
        names.append(name)
    _type_setattr(enum_class, name, enum_member)
    enum_class._member_map_[name] = enum_member
    try:
        value_map.setdefault(value, enum_member)
    except TypeError:
        enum_class._unhashable_values_.append(value)


def _fix_member_properties(enum_class):
    # A member named `name` or `value` hides Enum's property in the class:
    # each member then carries its own name and value.
    clash = [n for n in ('name', 'value') if n in enum_class._member_map_]
    for m in enum_class._member_map_.values():
        for n in clash:
            object.__setattr__(m, n, m._name_ if n == 'name' else m._value_)


def _lookup(cls, value):
    # cls(value): the member with that value, else what _missing_ finds.
    if _type(value) is cls:
        return value
    try:
        return cls._value2member_map_[value]
    except KeyError:
        pass
    except TypeError:
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
    exc = None
    try:
        result = cls._missing_(value)
    except Exception as e:
        exc = e
        result = None
    if isinstance(result, cls):
        return result
    if (Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT
            and isinstance(result, int)):
        return result
    if exc is None:
        if result is None:
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        raise TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                        % (cls.__name__, result))
    raise exc


def _enum_new(cls, value):
    return _lookup(cls, value)


_enum_new.__name__ = '__new__'
_enum_new.__qualname__ = 'Enum.__new__'


def _enum_value_get(self):
    return self._value_


def _enum_name_get(self):
    return self._name_


def _read_only(attr):
    def fset(self, value):
        raise AttributeError("<enum 'Enum'> cannot set attribute %r" % (attr,))

    def fdel(self):
        raise AttributeError("<enum 'Enum'> cannot delete attribute %r" % (attr,))
    return fset, fdel


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs.

    Example enumeration:

    >>> class Color(Enum):
    ...     RED = 1
    ...     BLUE = 2
    ...     GREEN = 3

    Access them by:

    - attribute access: Color.RED
    - value lookup: Color(1)
    - name lookup: Color['RED']

    Enumerations can be iterated over, and know how many members they have:
    len(Color) is 3, list(Color) is [<Color.RED: 1>, <Color.BLUE: 2>,
    <Color.GREEN: 3>].

    Methods can be added to enumerations, and members can have their own
    attributes -- see the documentation for details.
    """
    __module__ = 'enum'

    __new__ = _enum_new

    def __init__(self, *args, **kwds):
        pass

    def __dir__(self):
        # CPython's: the public names of the member and of its classes (a
        # mixed-in data type's member: all the names object.__dir__ has),
        # and five dunders.
        names = set(['__class__', '__doc__', '__eq__', '__hash__', '__module__'])
        if type(self)._member_type_ is object:
            names.update(['name', 'value'])
            names.update([n for n in _object_dir(self) if n[0] != '_'])
        else:
            names.update(_object_dir(self))
        return sorted(names)

    def _generate_next_value_(name, start, count, last_values):
        """The next value for auto(): one more than the last value (the
        largest, when the values are not in order), else start."""
        if not last_values:
            return start
        try:
            last = last_values[-1]
            _sort_like_cpython(last_values)
            if last == last_values[-1]:
                return last + 1
            raise TypeError
        except TypeError:
            # Values out of order or not all numbers: the first (in sorted
            # order, as far as sorting got) that one can be added to.
            for v in last_values:
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return "<%s.%s: %r>" % (_type(self).__name__, self._name_, self._value_)

    def __str__(self):
        return "%s.%s" % (_type(self).__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    name = property(_enum_name_get, *_read_only('name'), doc='The name of the Enum member.')
    value = property(_enum_value_get, *_read_only('value'), doc='The value of the Enum member.')


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""
    __module__ = 'enum'


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints"""
    __module__ = 'enum'


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings"""
    __module__ = 'enum'

    def __new__(cls, *values):
        """values must already be of type `str`"""
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError('%r is not a string' % (values[0],))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError('encoding must be a string, not %r' % (values[1],))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError('errors must be a string, not %r' % (values[2]))
        value = str(*values)
        m = str.__new__(cls, value)
        m._value_ = value
        return m

    def _generate_next_value_(name, start, count, last_values):
        """Return the lower-cased version of the member name."""
        return name.lower()


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = [(name, m.name) for name, m in enumeration.__members__.items() if name != m.name]
    if duplicates:
        details = ', '.join(['%s -> %s' % (alias, name) for alias, name in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, details))
    return enumeration


class FlagBoundary(StrEnum):
    """control how out of range values are handled
    "strict" -> error is raised             [default for Flag]
    "conform" -> extra bits are discarded
    "eject" -> lose flag status
    "keep" -> keep flag status and all bits [default for IntFlag]
    """
    __module__ = 'enum'
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


class Flag(Enum, boundary=CONFORM):
    """Support for flags"""
    __module__ = 'enum'

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        """The next power of two above the largest value so far."""
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = last_value.bit_length() - 1
        except Exception:
            raise TypeError('invalid flag value %r' % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        """Extract all members from the value in definition (i.e. increasing value) order."""
        value_map = cls._value2member_map_
        return iter([value_map.get(bit) for bit in _bits_lsb(value & cls._flag_mask_)])

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        """Extract all members from the value in definition order."""
        return iter(sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_))

    @classmethod
    def _missing_(cls, value):
        """Create a composite member containing all canonical members present
        in `value`. If non-member values are present, the boundary decides."""
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        boundary = cls._boundary_
        neg_value = None
        # In range (e.g. -16 .. 15 for 15 as all bits) and no bit outside
        # the single-bit members, or the boundary decides.
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if boundary is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                                 % (cls, value, _bin(value, max_bits), _bin(flag_mask, max_bits)))
            elif boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
            elif boundary is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** value.bit_length()) + value
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, boundary))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        member_value = value & flag_mask
        if unknown and boundary is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]' % (cls.__name__, value, unknown, bin(unknown)))
        if cls._member_type_ is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo, '_value_'):
            pseudo._value_ = value
        if member_value:
            pseudo._name_ = '|'.join([m._name_ for m in cls._iter_member_(member_value)])
            if unknown:
                pseudo._name_ += '|%s' % cls._numeric_repr_(unknown)
        else:
            pseudo._name_ = None
        # Kept for the next lookup of the same value when every bit is known.
        if not unknown:
            pseudo = cls._value2member_map_.setdefault(value, pseudo)
            if neg_value is not None:
                cls._value2member_map_[neg_value] = pseudo
        return pseudo

    def __contains__(self, other):
        """Returns True if self has at least the same flags set as other."""
        if not isinstance(other, _type(self)):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (_type(other).__qualname__, _type(self).__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        """Returns flags in definition order."""
        return self._iter_member_(self._value_)

    def __len__(self):
        return bin(self._value_).count('1')

    def __repr__(self):
        cls_name = _type(self).__name__
        if self._name_ is None:
            return "<%s: %r>" % (cls_name, self._value_)
        return "<%s.%s: %r>" % (cls_name, self._name_, self._value_)

    def __str__(self):
        cls_name = _type(self).__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _operand(self, other):
        if isinstance(other, _type(self)):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return None

    def __or__(self, other):
        v = self._operand(other)
        if v is None:
            return NotImplemented
        return _type(self)(self._value_ | v)

    def __and__(self, other):
        v = self._operand(other)
        if v is None:
            return NotImplemented
        return _type(self)(self._value_ & v)

    def __xor__(self, other):
        v = self._operand(other)
        if v is None:
            return NotImplemented
        return _type(self)(self._value_ ^ v)

    def __invert__(self):
        if self._inverted_ is None:
            cls = _type(self)
            if self._boundary_ is KEEP:
                inverted = cls(~self._value_)
            else:
                # The single-bit flags not in this one.
                inverted = cls(self._flag_mask_ ^ self._value_)
            self._inverted_ = inverted
            if isinstance(inverted, cls):
                inverted._inverted_ = self
        return self._inverted_

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags"""
    __module__ = 'enum'


class EnumCheck(StrEnum):
    """various conditions to check an enumeration for"""
    __module__ = 'enum'
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Check an enumeration for various constraints. (see EnumCheck)"""
    __module__ = 'enum'

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        cls_name = enumeration.__name__
        if issubclass(enumeration, Flag):
            kind = 'flag'
        elif issubclass(enumeration, Enum):
            kind = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in self.checks:
            if check is UNIQUE:
                aliases = [(name, m.name) for name, m in enumeration.__members__.items() if name != m.name]
                if aliases:
                    details = ', '.join(['%s -> %s' % pair for pair in aliases])
                    raise ValueError('aliases found in %r: %s' % (enumeration, details))
            elif check is CONTINUOUS:
                values = set([m.value for m in enumeration])
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                if kind == 'flag':
                    candidates = [2 ** i for i in range(low.bit_length(), high.bit_length() - 1)]
                else:
                    candidates = range(low + 1, high)
                missing = [v for v in candidates if v not in values]
                if missing:
                    raise ValueError(('invalid %s %r: missing values %s'
                                      % (kind, cls_name, ', '.join([str(m) for m in missing])))[:256])
            elif check is NAMED_FLAGS:
                names = enumeration._member_names_
                values = [m.value for m in enumeration]
                missing_names = []
                missing_value = 0
                for name, alias in enumeration._member_map_.items():
                    if name in names or alias.value < 0:
                        continue
                    missed = [v for v in _bits_lsb(alias.value) if v not in values]
                    if missed:
                        missing_names.append(name)
                        for v in missed:
                            missing_value |= v
                if missing_names:
                    if len(missing_names) == 1:
                        alias = 'alias %s is missing' % missing_names[0]
                    else:
                        alias = 'aliases %s and %s are missing' % (', '.join(missing_names[:-1]), missing_names[-1])
                    if _is_single_bit(missing_value):
                        value = 'value 0x%x' % missing_value
                    else:
                        value = 'combined values of 0x%x' % missing_value
                    raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]'
                                     % (cls_name, alias, value))
        return enumeration


# ---- enum.property --------------------------------------------------------

class property:
    """
    This is a descriptor, used to define attributes that act differently
    when accessed through an enum member and through an enum class.
    Instance access is the same as property(), but access to an attribute
    through the enum class will instead look in the class' _member_map_ for
    a corresponding enum member.
    """
    __module__ = 'enum'

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or getattr(fget, '__doc__', None)
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def getter(self, fget):
        fdoc = getattr(fget, '__doc__', None) if self.overwrite_doc else None
        result = _type(self)(fget, self.fset, self.fdel, fdoc or self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def setter(self, fset):
        result = _type(self)(self.fget, fset, self.fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def deleter(self, fdel):
        result = _type(self)(self.fget, self.fset, fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def __set_name__(self, ownerclass, name):
        self.name = name
        self.clsname = ownerclass.__name__

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            try:
                return ownerclass._member_map_[self.name]
            except KeyError:
                raise AttributeError('%r has no attribute %r' % (ownerclass, self.name)) from None
        if self.fget is None:
            raise AttributeError('%r member has no attribute %r' % (ownerclass, self.name))
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError('<enum %r> cannot set attribute %r' % (self.clsname, self.name))
        return self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError('<enum %r> cannot delete attribute %r' % (self.clsname, self.name))
        return self.fdel(instance)


_EnumProperty = property


def _install_property(prop, name, clsname):
    """The built-in property that stands for enum.property `prop` in the
    enumeration `clsname`: its __get__, __set__ and __delete__ for members."""
    prop.name = name
    prop.clsname = clsname

    def fget(self):
        return prop.__get__(self, _type(self))

    def fset(self, value):
        prop.__set__(self, value)

    def fdel(self):
        prop.__delete__(self)
    return _builtin_property(fget, fset, fdel, prop.__doc__)


# ---- global_enum ------------------------------------------------------------

def _module_of(self):
    return _type(self).__module__.split('.')[-1]


def global_enum_repr(self):
    """use module.enum_name instead of class.enum_name

    the module is the last module in case of a multi-module name
    """
    return '%s.%s' % (_module_of(self), self._name_)


def global_flag_repr(self):
    """use module.flag_name instead of class.flag_name

    the module is the last module in case of a multi-module name
    """
    module = _module_of(self)
    cls_name = _type(self).__name__
    if self._name_ is None:
        return '%s.%s(%r)' % (module, cls_name, self._value_)
    if _is_single_bit(self):
        return '%s.%s' % (module, self._name_)
    if self._boundary_ is not FlagBoundary.KEEP:
        return '|'.join(['%s.%s' % (module, name) for name in self.name.split('|')])
    name = []
    for n in self._name_.split('|'):
        if n[0].isdigit():
            name.append(n)
        else:
            name.append('%s.%s' % (module, n))
    return '|'.join(name)


def global_str(self):
    """use enum_name instead of class.enum_name"""
    if self._name_ is None:
        return '%s(%r)' % (_type(self).__name__, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """decorator that makes the repr() of an enum member reference its module
    instead of its class; also exports all members to the enum's module's
    global namespace"""
    if issubclass(cls, Flag):
        cls.__repr__ = global_flag_repr
    else:
        cls.__repr__ = global_enum_repr
    if not issubclass(cls, ReprEnum) or update_str:
        cls.__str__ = global_str
    _export(cls.__module__, dict(cls.__members__))
    return cls
