"""zlib (CPython 3.11's one-shot functions): compress, decompress, crc32
and adler32 over the natives of runtime/modules/zlib.c, the error class
and the constants. The streaming compressobj and decompressobj are not
provided."""

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


def _result(r):
    if isinstance(r, str):
        raise error(r)
    return r


def compress(data, /, level=Z_DEFAULT_COMPRESSION, wbits=MAX_WBITS):
    """Returns a bytes object containing compressed data."""
    data = _data(data)
    return _result(_compress(data, _int(level), _int(wbits)))


def decompress(data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE):
    """Returns a bytes object containing the uncompressed data."""
    data = _data(data)
    wbits = _int(wbits)
    bufsize = _int(bufsize, 'ssize_t')
    if bufsize < 0:
        raise ValueError("bufsize must be non-negative")
    return _result(_decompress(data, wbits, bufsize))


def crc32(data, value=0, /):
    """Compute a CRC-32 checksum of data."""
    return _checksum(False, _data(data), _int(value, None) & 0xFFFFFFFF)


def adler32(data, value=1, /):
    """Compute an Adler-32 checksum of data."""
    return _checksum(True, _data(data), _int(value, None) & 0xFFFFFFFF)


_clinic_args(compress)
_c_module(compress)
_clinic_args(decompress)
_c_module(decompress)
_posonly_args(crc32)
_c_module(crc32)
_posonly_args(adler32)
_c_module(adler32)
_hide_frames(__name__)
