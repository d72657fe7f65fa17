"""struct (CPython 3.11's): packing values into bytes and back by a format
string, with CPython's sizes, native alignment, byte orders and error
messages. Floats go through _pack_float and _unpack_float (struct.c);
_native_little says this machine's byte order."""

__all__ = ['calcsize', 'pack', 'pack_into', 'unpack', 'unpack_from',
           'iter_unpack', 'Struct', 'error']


class error(Exception):
    __module__ = 'struct'


# code: (native size, standard size); None where a mode lacks the code.
_SIZES = {
    'x': (1, 1), 'c': (1, 1), 'b': (1, 1), 'B': (1, 1), '?': (1, 1),
    'h': (2, 2), 'H': (2, 2), 'i': (4, 4), 'I': (4, 4), 'l': (8, 4),
    'L': (8, 4), 'q': (8, 8), 'Q': (8, 8), 'n': (8, None), 'N': (8, None),
    'e': (2, 2), 'f': (4, 4), 'd': (8, 8), 's': (1, 1), 'p': (1, 1),
    'P': (8, None),
}
_SIGNED = frozenset('bhilqn')
_UNSIGNED = frozenset('BHILQNP')
_LONG_MIN = -(1 << 63)
_LONG_MAX = (1 << 63) - 1
_ULONG_MAX = (1 << 64) - 1
_MAXSIZE = (1 << 63) - 1
# The native messages of the small integer codes.
_SMALL_NAMES = {'b': 'byte', 'B': 'ubyte', 'h': 'short', 'H': 'ushort'}
# The characters CPython's format parser skips (C's isspace, ASCII only).
_SPACE = frozenset(' \t\n\r\x0b\x0c')


def _parse(fmt):
    """(mode, items, size): mode is '@', '<' or '>'; items are
    (code, count, offset, itemsize) in order."""
    mode = '@'
    i = 0
    n = len(fmt)
    if n and fmt[0] in '@=<>!':
        mode = {'@': '@', '=': '<' if _native_little else '>', '<': '<', '>': '>', '!': '>'}[fmt[0]]
        if fmt[0] == '=':
            mode = '=' + mode
        i = 1
    native = mode == '@'
    items = []
    size = 0
    while i < n:
        c = fmt[i]
        if c in _SPACE:
            i += 1
            continue
        count = 1
        if '0' <= c <= '9':
            j = i
            while j < n and '0' <= fmt[j] <= '9':
                j += 1
            if j - i > 19:
                raise error("total struct size too long")
            count = int(fmt[i:j])
            if count > _MAXSIZE:
                raise error("total struct size too long")
            if j >= n:
                raise error("repeat count given without format specifier")
            i = j
            c = fmt[i]
        sizes = _SIZES.get(c)
        if sizes is None:
            raise error("bad char in struct format")
        itemsize = sizes[0] if native else sizes[1]
        if itemsize is None:
            raise error("bad char in struct format")
        if native and c not in 'spx':
            size = (size + itemsize - 1) // itemsize * itemsize
        if c in 'sp':
            total = count
        else:
            total = count * itemsize
        if size + total > _MAXSIZE:
            raise error("total struct size too long")
        items.append((c, count, size, itemsize))
        size += total
        i += 1
    return mode, items, size


def _int_error(code, mode, v, lo, hi, was_int=True):
    """The struct.error CPython raises for the int v out of [lo, hi];
    was_int is false when v came from an object's __index__."""
    signed = code in _SIGNED
    big = mode == '>' or mode == '=>'
    if signed:
        fits = _LONG_MIN <= v <= _LONG_MAX
    else:
        fits = 0 <= v <= _ULONG_MAX
    if code in 'bB' or (code in 'hH' and not big):
        if _LONG_MIN <= v <= _LONG_MAX:
            return error("%s format requires %d <= number <= %d" % (_SMALL_NAMES[code], lo, hi))
        return error("argument out of range")
    if not fits:
        if big and code in 'qQ':
            # An __index__ result is converted by CPython's own int
            # conversion, whose OverflowError is not replaced.
            if was_int:
                return error("int too large to convert")
            if code == 'Q' and v < 0:
                return OverflowError("can't convert negative int to unsigned")
            return OverflowError("int too big to convert")
        return error("argument out of range")
    return error("'%s' format requires %d <= number <= %d" % (code, lo, hi))


def _index(v):
    # An int subclass counts by its value (int.__index__), as CPython
    # reads it, not by its __int__ or __index__.
    if isinstance(v, int):
        return int.__index__(v)
    try:
        index = type(v).__index__
    except AttributeError:
        raise error("required argument is not an integer") from None
    r = index(v)
    if not isinstance(r, int):
        raise TypeError("__index__ returned non-int (type %s)" % type(r).__name__)
    return int.__index__(r)


def _float(v):
    if isinstance(v, float):
        return float.__float__(v)
    if isinstance(v, (str, bytes, bytearray)):
        raise error("required argument is not a float")
    # Whatever the conversion raises becomes CPython's struct.error.
    try:
        r = float(v)
    except Exception:
        raise error("required argument is not a float") from None
    return float.__float__(r)


def _exact_bytes(v):
    """The bytes of a bytes or bytearray (or a subclass's, read without
    its dunders)."""
    if type(v) is bytes:
        return v
    return b''.join((v,))


def _bytes_arg(v, code):
    if isinstance(v, (bytes, bytearray)):
        return _exact_bytes(v)
    raise error("argument for '%s' must be a bytes object" % code)


def _little(mode):
    return mode == '<' or mode == '=<' or (mode == '@' and _native_little)


def _pack_items(s, args, who):
    mode, items, size = s._layout
    if len(args) != s._nargs:
        raise error("%s expected %d items for packing (got %d)" % (who, s._nargs, len(args)))
    little = s._little
    # Plain values (ints in range, floats, bools) are packed in one native
    # call; anything else below, with CPython's conversions and errors.
    packed = _pack_items_c(items, little, s._strict, args, size)
    if packed is not None:
        return packed
    out = bytearray(size)
    k = 0
    for code, count, offset, itemsize in items:
        if code == 'x':
            continue
        if code == 's' or code == 'p':
            data = _bytes_arg(args[k], code)
            k += 1
            if code == 's':
                n = min(len(data), count)
                out[offset:offset + n] = data[:n]
            elif count > 0:
                n = min(len(data), count - 1)
                out[offset + 1:offset + 1 + n] = data[:n]
                out[offset] = min(n, 255)
            continue
        for j in range(count):
            v = args[k]
            k += 1
            at = offset + j * itemsize
            if code == '?':
                out[at] = 1 if v else 0
            elif code == 'c':
                if not isinstance(v, bytes) or len(_exact_bytes(v)) != 1:
                    raise error("char format requires a bytes object of length 1")
                out[at] = _exact_bytes(v)[0]
            elif code in 'efd':
                try:
                    out[at:at + itemsize] = _pack_float(_float(v), itemsize, little, s._strict)
                except OverflowError:
                    # CPython's message for an int too large for the format.
                    if isinstance(v, int):
                        raise error("int too large to convert") from None
                    raise
            else:
                was_int = isinstance(v, int)
                v = _index(v)
                bits = itemsize * 8
                if code == 'P':
                    # A pointer takes any int of 64 bits, signed or not.
                    if not _LONG_MIN <= v <= _ULONG_MAX:
                        if was_int:
                            raise error("int too large to convert")
                        raise OverflowError("Python int too large to convert to C %s"
                                            % ('long' if v < 0 else 'unsigned long'))
                    v &= _ULONG_MAX
                if code in _SIGNED:
                    lo = -(1 << (bits - 1))
                    hi = (1 << (bits - 1)) - 1
                else:
                    lo = 0
                    hi = (1 << bits) - 1
                if not lo <= v <= hi:
                    raise _int_error(code, mode, v, lo, hi, was_int)
                out[at:at + itemsize] = v.to_bytes(itemsize, 'little' if little else 'big', signed=code in _SIGNED)
    return out


def _unpack_items(s, buf, start):
    return _unpack_items_c(s._items, s._little, buf, start)


def _buffer(buf):
    if type(buf) is bytes or type(buf) is bytearray:
        return buf
    if isinstance(buf, (bytes, bytearray)):
        return _exact_bytes(buf)
    raise TypeError("a bytes-like object is required, not '%s'" % type(buf).__name__)


def _check_room(buffer, offset, size):
    n = bytearray.__len__(buffer)
    if n - offset < size:
        raise error("pack_into requires a buffer of at least %d bytes for packing %d bytes "
                    "at offset %d (actual buffer size is %d)" % (size + offset, size, offset, n))


class Struct:
    """Struct(fmt) --> compiled struct object"""
    __module__ = '_struct'
    __slots__ = ('_format', '_layout', '_nargs', '_items', '_little', '_strict', '_size')

    def __init__(self, format):
        if isinstance(format, bytes):
            format = _exact_bytes(format).decode('latin-1')
        elif isinstance(format, str):
            # CPython reads the format as ASCII bytes.
            format = str.__str__(format)
            format.encode('ascii')
        else:
            raise TypeError("Struct() argument 1 must be a str or bytes object, not %s" % type(format).__name__)
        if '\x00' in format:
            raise error("embedded null character")
        self._format = format
        self._layout = _parse(format)
        self._nargs = sum(0 if c == 'x' else 1 if c in 'sp' else n for c, n, _, _ in self._layout[1])
        # What the native calls of pack and unpack take, at hand.
        mode, self._items, self._size = self._layout
        self._little = _little(mode)
        self._strict = mode != '@'

    def _read_only(name):
        def refuse(self, value=None):
            raise AttributeError("attribute '%s' of '_struct.Struct' objects is not writable" % name)
        return refuse

    @property
    def format(self):
        return self._format

    format = format.setter(_read_only('format')).deleter(_read_only('format'))

    @property
    def size(self):
        return self._size

    size = size.setter(_read_only('size')).deleter(_read_only('size'))
    del _read_only

    def pack(self, *values):
        if len(values) == self._nargs:
            packed = _pack_items_c(self._items, self._little, self._strict, values, self._size)
            if packed is not None:
                return packed
        return bytes(_pack_items(self, values, 'pack'))

    def pack_into(self, *args):
        if len(args) < 2:
            raise error("pack_into expected %s argument" % ('offset' if args else 'buffer'))
        buffer, offset, *values = args
        if len(values) != self._nargs:
            raise error("pack_into expected %d items for packing (got %d)" % (self._nargs, len(values)))
        if not isinstance(buffer, bytearray):
            raise TypeError("argument must be read-write bytes-like object, not %s" % type(buffer).__name__)
        offset = _index_arg(offset)
        size = self.size
        if offset < 0:
            if offset + size > 0:
                raise error("no space to pack %d bytes at offset %d" % (size, offset))
            if offset + bytearray.__len__(buffer) < 0:
                raise error("offset %d out of range for %d-byte buffer" % (offset, bytearray.__len__(buffer)))
            offset += bytearray.__len__(buffer)
        _check_room(buffer, offset, size)
        packed = _pack_items(self, values, 'pack_into')
        # Converting the values ran user code, which may have resized it.
        _check_room(buffer, offset, size)
        bytearray.__setitem__(buffer, slice(offset, offset + size), packed)

    def unpack(self, buffer):
        buf = buffer if type(buffer) is bytes else _buffer(buffer)
        if len(buf) != self._size:
            raise error("unpack requires a buffer of %d bytes" % self._size)
        return _unpack_items_c(self._items, self._little, buf, 0)

    def unpack_from(self, buffer, offset=0):
        buf = _buffer(buffer)
        offset = _index_arg(offset)
        size = self.size
        n = len(buf)
        if offset < 0:
            if offset + n < 0:
                raise error("offset %d out of range for %d-byte buffer" % (offset, n))
            if -offset < size:
                raise error("not enough data to unpack %d bytes at offset %d" % (size, offset))
            start = offset + n
        else:
            if n - offset < size:
                raise error("unpack_from requires a buffer of at least %d bytes for unpacking %d bytes "
                            "at offset %d (actual buffer size is %d)" % (size + offset, size, offset, n))
            start = offset
        return _unpack_items(self, buf, start)

    def iter_unpack(self, buffer):
        buf = _buffer(buffer)
        size = self.size
        if size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(buf) % size:
            raise error("iterative unpacking requires a buffer of a multiple of %d bytes" % size)
        return unpack_iterator(self, bytes(buf))


class unpack_iterator:
    __module__ = '_struct'
    __slots__ = ('_s', '_buf', '_at')

    def __init__(self, s, buf):
        self._s = s
        self._buf = buf
        self._at = 0

    def __iter__(self):
        return self

    def __next__(self):
        buf = self._buf
        if buf is None or self._at >= len(buf):
            self._buf = None
            raise StopIteration
        s = self._s
        r = _unpack_items_c(s._items, s._little, buf, self._at)
        self._at += s._size
        return r

    def __length_hint__(self):
        if self._buf is None:
            return 0
        return (len(self._buf) - self._at) // self._s.size


def _index_arg(v):
    if isinstance(v, int):
        return int(v)
    try:
        index = type(v).__index__
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__) from None
    return index(v)


_cache = {}


def _struct(fmt):
    s = _cache.get(fmt) if isinstance(fmt, (str, bytes)) else None
    if s is None:
        s = Struct(fmt)
        if len(_cache) >= 100:
            _cache.clear()
        _cache[fmt] = s
    return s


def calcsize(format):
    """Return size in bytes of the struct described by the format string."""
    return _struct(format).size


def pack(*args):
    """pack(format, v1, v2, ...) -> bytes"""
    if not args:
        raise TypeError("missing format argument")
    fmt = args[0]
    s = _cache.get(fmt) if type(fmt) is str else None
    if s is None:
        s = _struct(fmt)
    values = args[1:]
    if len(values) == s._nargs:
        packed = _pack_items_c(s._items, s._little, s._strict, values, s._size)
        if packed is not None:
            return packed
    return s.pack(*values)


def pack_into(*args):
    """pack_into(format, buffer, offset, v1, v2, ...)"""
    if not args:
        raise TypeError("missing format argument")
    return _struct(args[0]).pack_into(*args[1:])


def unpack(format, buffer):
    """Return a tuple containing values unpacked according to the format string."""
    s = _cache.get(format) if type(format) is str else None
    if s is None:
        s = _struct(format)
    if type(buffer) is bytes and len(buffer) == s._size:
        return _unpack_items_c(s._items, s._little, buffer, 0)
    return s.unpack(buffer)


def unpack_from(format, /, buffer, offset=0):
    """Return a tuple containing values unpacked according to the format string."""
    return _struct(format).unpack_from(buffer, offset)


def iter_unpack(format, buffer):
    """Return an iterator yielding tuples unpacked from the given bytes."""
    return _struct(format).iter_unpack(buffer)


__c_types__ = (Struct, unpack_iterator)
_one_arg(calcsize)
_c_module(calcsize)
_posonly_args(unpack)
_c_module(unpack)
_posonly_args(iter_unpack)
_c_module(iter_unpack)
_clinic_args(Struct.__init__)
_clinic_args(unpack_from)
# CPython's errors name this method without its class.
Struct.unpack_from.__qualname__ = 'unpack_from'
_clinic_args(Struct.unpack_from)
_posonly_args(Struct.pack)
_posonly_args(Struct.pack_into)
_one_arg(Struct.unpack)
_one_arg(Struct.iter_unpack)
_posonly_args(pack)
_c_module(pack)
_posonly_args(pack_into)
_c_module(pack_into)
_hide_frames(__name__)
_hide_frames(Struct)
_hide_frames(unpack_iterator)
