class error(Exception):
    __module__ = 're'
    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = '%s at position %d' % (msg, pos)
            self.lineno = pattern.count('\n', 0, pos) + 1
            self.colno = pos - pattern.rfind('\n', 0, pos)
            if '\n' in pattern:
                msg = '%s (line %d, column %d)' % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        Exception.__init__(self, msg)
class EnumType(type):
    __module__ = 'enum'
    def __repr__(cls):
        return "<flag %r>" % cls.__name__
    __str__ = __repr__
    def __iter__(cls):
        return iter(cls._members)
    def __len__(cls):
        return len(cls._members)
    def __getitem__(cls, name):
        return cls._by_name[name]
    def __contains__(cls, value):
        if not isinstance(value, cls):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and 'EnumType'" % type(value).__qualname__)
        return value._name_ in cls._by_name
    def __getattr__(cls, name):
        try:
            return cls._by_name[name]
        except KeyError:
            raise AttributeError(name) from None
    def __call__(cls, value):
        return _flag(value)
class RegexFlag(int, metaclass=EnumType):
    """An enumeration."""
    __module__ = 're'
    def __repr__(self):
        name = self._name_
        if name is None:
            return 're.RegexFlag(%d)' % int(self)
        return '|'.join([n if n[0].isdigit() else 're.' + n for n in name.split('|')])
    __str__ = __repr__
    def __format__(self, spec):
        if not spec:
            return str(self)
        return format(int(self), spec)
    @property
    def name(self):
        return self._name_
    @property
    def value(self):
        return int(self)
    def __iter__(self):
        v = int(self)
        return iter([m for m in RegexFlag._members if int(m) & v])
    def __len__(self):
        return bin(int(self)).count('1')
    def __contains__(self, other):
        if not isinstance(other, RegexFlag):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and 'RegexFlag'" % type(other).__qualname__)
        return int(other) & int(self) == int(other)
    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return _flag(int(self) | int(other))
    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return _flag(int(self) & int(other))
    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return _flag(int(self) ^ int(other))
    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__
    def __invert__(self):
        return _flag(~int(self))
    def __copy__(self):
        return self
    def __deepcopy__(self, memo):
        return self
def _flag(value):
    try:
        cached = RegexFlag._values.get(value)
    except TypeError:
        cached = None
    if cached is not None:
        return cached
    if not isinstance(value, int):
        raise ValueError('%r is not a valid RegexFlag' % (value,))
    v = int(value)
    if v < 0:
        v = max(512, 2 ** v.bit_length()) + v
    cached = RegexFlag._values.get(v)
    if cached is not None:
        return cached
    names = [m._name_ for m in RegexFlag._members if int(m) & v]
    unknown = v & ~511
    if unknown:
        names.append(hex(unknown))
    member = int.__new__(RegexFlag, v)
    member._name_ = '|'.join(names) if names and not (unknown and len(names) == 1) else None
    RegexFlag._values[v] = member
    return member
def _make_flags():
    RegexFlag._values = {}
    RegexFlag._members = []
    RegexFlag._by_name = {}
    for name, value in (('NOFLAG', 0), ('ASCII', 256), ('IGNORECASE', 2), ('LOCALE', 4), ('UNICODE', 32), ('MULTILINE', 8), ('DOTALL', 16), ('VERBOSE', 64), ('TEMPLATE', 1), ('DEBUG', 128)):
        m = int.__new__(RegexFlag, value)
        m._name_ = name
        RegexFlag._values[value] = m
        RegexFlag._by_name[name] = m
        if value:
            RegexFlag._members.append(m)
    # The one-letter aliases: RegexFlag.I, RegexFlag['M'].
    for alias, name in (('A', 'ASCII'), ('I', 'IGNORECASE'), ('L', 'LOCALE'), ('U', 'UNICODE'),
                        ('M', 'MULTILINE'), ('S', 'DOTALL'), ('X', 'VERBOSE'), ('T', 'TEMPLATE')):
        RegexFlag._by_name[alias] = RegexFlag._by_name[name]
    return RegexFlag._by_name
_flags = _make_flags()
NOFLAG = _flags['NOFLAG']
A = ASCII = _flags['ASCII']
I = IGNORECASE = _flags['IGNORECASE']
L = LOCALE = _flags['LOCALE']
U = UNICODE = _flags['UNICODE']
M = MULTILINE = _flags['MULTILINE']
S = DOTALL = _flags['DOTALL']
X = VERBOSE = _flags['VERBOSE']
T = TEMPLATE = _flags['TEMPLATE']
DEBUG = _flags['DEBUG']
del _flags, _make_flags, EnumType
# re.escape is written in Python in CPython: its argument errors are a
# Python function's ("escape() missing 1 required positional argument:
# 'pattern'"), and it takes its argument by name too.
_native_escape = escape


def escape(pattern):
    """Escape special characters in a string."""
    return _native_escape(pattern)


_hide_frames(escape)
