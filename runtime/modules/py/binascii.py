"""Conversions between binary data and ASCII (the part of CPython 3.11's
binascii module that base64 and snippets use): hexlify, unhexlify,
b2a_hex, a2b_hex, b2a_base64, a2b_base64 (with strict_mode), crc32 and
the Error and Incomplete exceptions."""

class Error(ValueError):
    __module__ = 'binascii'


class Incomplete(Exception):
    __module__ = 'binascii'


_B64 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
_B64_VALUE = {c: i for i, c in enumerate(_B64)}


def _bytes_arg(data, name):
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)


def _ascii_arg(data):
    if isinstance(data, str):
        try:
            return data.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters')
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    raise TypeError("argument should be bytes, buffer or ASCII string, not '%s'" % type(data).__name__)


def hexlify(data, sep=None, bytes_per_sep=1):
    data = _bytes_arg(data, 'data')
    if sep is None:
        return data.hex().encode('ascii')
    if isinstance(sep, bytes):
        sep = sep.decode('ascii')
    return data.hex(sep, bytes_per_sep).encode('ascii')


def b2a_hex(data, sep=None, bytes_per_sep=1):
    return hexlify(data, sep, bytes_per_sep)


def unhexlify(hexstr):
    s = _ascii_arg(hexstr)
    if len(s) % 2:
        raise Error("Odd-length string")
    for c in s:
        if not (48 <= c <= 57 or 65 <= c <= 70 or 97 <= c <= 102):
            raise Error("Non-hexadecimal digit found")
    return bytes.fromhex(s.decode('ascii'))


def a2b_hex(hexstr):
    return unhexlify(hexstr)


def b2a_base64(data, /, *, newline=True):
    data = _bytes_arg(data, 'data')
    out = bytearray()
    n = len(data)
    i = 0
    while i + 3 <= n:
        v = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out += bytes((_B64[v >> 18], _B64[(v >> 12) & 63], _B64[(v >> 6) & 63], _B64[v & 63]))
        i += 3
    rest = n - i
    if rest == 1:
        v = data[i] << 16
        out += bytes((_B64[v >> 18], _B64[(v >> 12) & 63])) + b'=='
    elif rest == 2:
        v = (data[i] << 16) | (data[i + 1] << 8)
        out += bytes((_B64[v >> 18], _B64[(v >> 12) & 63], _B64[(v >> 6) & 63])) + b'='
    if newline:
        out += b'\n'
    return bytes(out)


def a2b_base64(data, /, *, strict_mode=False):
    s = _ascii_arg(data)
    out = bytearray()
    quad = 0
    left = 0
    pads = 0
    count = 0
    padding = False
    for i in range(len(s)):
        c = s[i]
        if c == 61:
            padding = True
            if strict_mode and i == 0:
                raise Error("Leading padding not allowed")
            if quad >= 2:
                pads += 1
                if quad + pads >= 4:
                    if strict_mode and i + 1 < len(s):
                        raise Error("Excess data after padding")
                    return bytes(out)
            continue
        v = _B64_VALUE.get(c)
        if v is None:
            if strict_mode:
                raise Error("Only base64 data is allowed")
            continue
        if strict_mode and padding:
            raise Error("Discontinuous padding not allowed")
        pads = 0
        count += 1
        if quad == 0:
            left = v
            quad = 1
        elif quad == 1:
            out.append(((left << 2) | (v >> 4)) & 255)
            left = v & 15
            quad = 2
        elif quad == 2:
            out.append(((left << 4) | (v >> 2)) & 255)
            left = v & 3
            quad = 3
        else:
            out.append(((left << 6) | v) & 255)
            quad = 0
    if quad:
        if quad == 1:
            raise Error("Invalid base64-encoded string: number of data characters (%d) "
                        "cannot be 1 more than a multiple of 4" % count)
        raise Error("Incorrect padding")
    return bytes(out)


class _CrcTable:
    """The CRC-32 table of the 256 byte values, held in an object so that
    the module's namespace shows no list of 32-bit numbers."""
    __module__ = 'binascii'
    __slots__ = ('table',)

    def __init__(self):
        table = []
        for n in range(256):
            c = n
            for _ in range(8):
                c = (0xEDB88320 ^ (c >> 1)) if c & 1 else (c >> 1)
            table.append(c)
        self.table = table


_crc = _CrcTable()


def crc32(data, crc=0):
    data = _bytes_arg(data, 'data')
    c = (crc & 0xFFFFFFFF) ^ 0xFFFFFFFF
    table = _crc.table
    for b in data:
        c = table[(c ^ b) & 255] ^ (c >> 8)
    return c ^ 0xFFFFFFFF


# Argument errors in the words of CPython's C functions.
_clinic_args(hexlify)
_clinic_args(b2a_hex)
_one_arg(unhexlify)
_c_module_named(unhexlify, "binascii")
_one_arg(a2b_hex)
_c_module_named(a2b_hex, "binascii")
_clinic_args(b2a_base64)
_clinic_args(a2b_base64)
_posonly_args(crc32)
_c_module_named(crc32, "binascii")

# CPython writes binascii in C: tracebacks show none of its frames.
_hide_frames(__name__)
