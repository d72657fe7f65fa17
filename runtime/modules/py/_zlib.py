"""zlib (CPython 3.11's): compress, decompress, crc32 and adler32, the
streaming compressobj and decompressobj with their Compress and
Decompress objects, over the natives of runtime/modules/zlib.c; the error
class, the constants and the arguments."""

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_DEFAULT_STRATEGY = 0
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_TREES = 6


class error(Exception):
    __module__ = 'zlib'


def _data(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
    return data


# CPython takes a data argument's buffer before it converts the arguments
# after it, and holds it through the call: an __index__ that resizes a
# bytearray argument meanwhile gets BufferError, and one that changes its
# bytes in place is seen by the call. The natives read the data after every
# conversion; a bytearray whose size an __index__ changed is refused with
# CPython's error, raised when that __index__ returns (not inside it, where
# CPython raises it from the resize).
def _size(data):
    return bytearray.__len__(data) if isinstance(data, bytearray) else -1


def _unresized(data, size):
    if size >= 0 and bytearray.__len__(data) != size:
        raise BufferError("Existing exports of data: object cannot be re-sized")


def _int(v, ctype='int'):
    """The value of an int argument (an int subclass's own value, without
    its dunders), in the range of the C type CPython converts it to."""
    if isinstance(v, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    if not isinstance(v, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    v = int.__index__(v)
    if ctype == 'int' and not -(1 << 31) <= v < 1 << 31:
        raise OverflowError("Python int too large to convert to C int")
    if ctype == 'ssize_t' and not -(1 << 63) <= v < 1 << 63:
        raise OverflowError("Python int too large to convert to C ssize_t")
    return v


def _index(v, ctype='int', data=None, size=-1):
    """An integer argument as CPython's converters read it: an int (a
    subclass's own value), or what __index__ gives, in the C type's
    range. data and size: a bytearray argument converted before it and its
    size then (_size), which its __index__ must not change."""
    if not isinstance(v, int):
        try:
            index = type(v).__index__
        except AttributeError:
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__) from None
        v = index(v)
        _unresized(data, size)
        if not isinstance(v, int):
            raise TypeError("__index__ returned non-int (type %s)" % type(v).__name__)
    return _int(v, ctype)


def _result(r):
    if isinstance(r, str):
        raise error(r)
    return r


def compress(data, /, level=Z_DEFAULT_COMPRESSION, wbits=MAX_WBITS):
    """Returns a bytes object containing compressed data."""
    size = _size(_data(data))
    level = _index(level, 'int', data, size)
    wbits = _index(wbits, 'int', data, size)
    return _result(_compress(data, level, wbits))


def decompress(data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE):
    """Returns a bytes object containing the uncompressed data."""
    size = _size(_data(data))
    wbits = _index(wbits, 'int', data, size)
    bufsize = _index(bufsize, 'ssize_t', data, size)
    if bufsize < 0:
        raise ValueError("bufsize must be non-negative")
    return _result(_decompress(data, wbits, bufsize))


def crc32(data, value=0, /):
    """Compute a CRC-32 checksum of data."""
    size = _size(_data(data))
    value = _index(value, None, data, size) & 0xFFFFFFFF
    return _checksum(False, data, value)


def adler32(data, value=1, /):
    """Compute an Adler-32 checksum of data."""
    size = _size(_data(data))
    value = _index(value, None, data, size) & 0xFFFFFFFF
    return _checksum(True, data, value)


_NONE = object()


def _no_args(name, args, kwargs):
    if kwargs:
        raise TypeError("%s() takes no keyword arguments" % name)
    if args:
        raise TypeError("%s() takes no arguments" % name)


class Compress:
    __slots__ = ()
    __module__ = 'zlib'

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'zlib.Compress' instances")

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 'zlib.Compress' is not an acceptable base type")

    def compress(self, *args, **kwargs):
        """Returns a bytes object containing compressed data."""
        if len(args) + len(kwargs) > 1:
            raise TypeError("compress() takes at most 1 argument (%d given)" % (len(args) + len(kwargs)))
        if not args:
            raise TypeError("compress() takes exactly 1 positional argument (0 given)")
        return _result(_zcompress(self, _data(args[0])))

    def flush(self, mode=Z_FINISH, /):
        """Return a bytes object containing any remaining compressed data."""
        mode = _index(mode)
        if mode == Z_NO_FLUSH:
            return b''
        return _result(_zflush(self, mode))

    def copy(self, *args, **kwargs):
        """Return a copy of the compression object."""
        _no_args('copy', args, kwargs)
        return _result(_zcopy(self, False))

    def __copy__(self, *args, **kwargs):
        _no_args('__copy__', args, kwargs)
        return _result(_zcopy(self, False))

    def __deepcopy__(self, memo=_NONE, /):
        if memo is _NONE:
            raise TypeError("__deepcopy__() takes exactly 1 positional argument (0 given)")
        return _result(_zcopy(self, False))


class Decompress:
    __slots__ = ()
    __module__ = 'zlib'

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'zlib.Decompress' instances")

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 'zlib.Decompress' is not an acceptable base type")

    def decompress(self, *args, **kwargs):
        """Return a bytes object containing the decompressed version of the data."""
        if len(args) + len(kwargs) > 2:
            raise TypeError("decompress() takes at most 2 arguments (%d given)" % (len(args) + len(kwargs)))
        if not args:
            raise TypeError("decompress() takes at least 1 positional argument (0 given)")
        for k in kwargs:
            if k != 'max_length':
                raise TypeError("'%s' is an invalid keyword argument for decompress()" % k)
            if len(args) > 1:
                raise TypeError("argument for decompress() given by name ('max_length') and position (2)")
        data = _data(args[0])
        max_length = _index(args[1] if len(args) > 1 else kwargs.get('max_length', 0), 'ssize_t', data,
                            _size(data))
        if max_length < 0:
            raise ValueError("max_length must be non-negative")
        return _result(_zdecompress(self, data, max_length))

    def flush(self, length=DEF_BUF_SIZE, /):
        """Return a bytes object containing any remaining decompressed data."""
        length = _index(length, 'ssize_t')
        if length <= 0:
            raise ValueError("length must be greater than zero")
        return _result(_zdflush(self))

    def copy(self, *args, **kwargs):
        """Return a copy of the decompression object."""
        _no_args('copy', args, kwargs)
        return _result(_zcopy(self, True))

    def __copy__(self, *args, **kwargs):
        _no_args('__copy__', args, kwargs)
        return _result(_zcopy(self, True))

    def __deepcopy__(self, memo=_NONE, /):
        if memo is _NONE:
            raise TypeError("__deepcopy__() takes exactly 1 positional argument (0 given)")
        return _result(_zcopy(self, True))

    @property
    def unused_data(self):
        return _zget(self, 0)

    @property
    def unconsumed_tail(self):
        return _zget(self, 1)

    @property
    def eof(self):
        return _zget(self, 2)

    def __setattr__(self, name, value):
        if name in ('unused_data', 'unconsumed_tail', 'eof'):
            raise AttributeError("readonly attribute")
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if name in ('unused_data', 'unconsumed_tail', 'eof'):
            raise AttributeError("readonly attribute")
        object.__delattr__(self, name)


# CPython's argument errors name these methods without their class.
for _f in (Compress.flush, Compress.__deepcopy__, Decompress.flush,
           Decompress.__deepcopy__):
    _f.__qualname__ = _f.__name__
    _clinic_args(_f)
del _f


def compressobj(level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS,
                memLevel=DEF_MEM_LEVEL, strategy=Z_DEFAULT_STRATEGY, zdict=_NONE):
    """Return a compressor object."""
    args = (_index(level), _index(method), _index(wbits), _index(memLevel), _index(strategy))
    zdict = None if zdict is _NONE else _data(zdict)
    return _result(_zcompressobj(*args, zdict))


def decompressobj(wbits=MAX_WBITS, zdict=_NONE):
    """Return a decompressor object."""
    wbits = _index(wbits)
    if zdict is _NONE:
        zdict = None
    elif not isinstance(zdict, (bytes, bytearray)):
        raise TypeError("zdict argument must support the buffer protocol")
    return _result(_zdecompressobj(wbits, zdict))


__c_types__ = (Compress, Decompress)
_clinic_args(compressobj)
_c_module_named(compressobj, "zlib")
_clinic_args(decompressobj)
_c_module_named(decompressobj, "zlib")
_clinic_args(compress)
_c_module_named(compress, "zlib")
_clinic_args(decompress)
_c_module_named(decompress, "zlib")
_posonly_args(crc32)
_c_module_named(crc32, "zlib")
_posonly_args(adler32)
_c_module_named(adler32, "zlib")
_hide_frames(__name__)
