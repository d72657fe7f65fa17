"""Base16, Base32 and Base64 encodings (CPython 3.11's base64 module):
b64encode/b64decode (altchars, validate), standard_* and urlsafe_*,
b32encode/b32decode, b32hexencode/b32hexdecode, b16encode/b16decode,
encodebytes/decodebytes, with CPython's binascii.Error messages. The
Ascii85 and Base85 encodings are absent."""

import binascii

__all__ = ['encode', 'decode', 'encodebytes', 'decodebytes', 'b64encode', 'b64decode', 'b32encode',
           'b32decode', 'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
           'standard_b64encode', 'standard_b64decode', 'urlsafe_b64encode',
           'urlsafe_b64decode']


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters')
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    raise TypeError("argument should be a bytes-like object or ASCII string, not '%s'"
                    % type(s).__name__)


def _need_bytes(s):
    if not isinstance(s, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)
    return bytes(s)


def b64encode(s, altchars=None):
    encoded = binascii.b2a_base64(_need_bytes(s), newline=False)
    if altchars is not None:
        altchars = _need_bytes(altchars)
        if len(altchars) != 2:
            raise AssertionError(repr(altchars))
        return encoded.translate(bytes.maketrans(b'+/', altchars))
    return encoded


def b64decode(s, altchars=None, validate=False):
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        if len(altchars) != 2:
            raise AssertionError(repr(altchars))
        s = s.translate(bytes.maketrans(altchars, b'+/'))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return b64encode(s).translate(bytes.maketrans(b'+/', b'-_'))


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    s = s.translate(bytes.maketrans(b'-_', b'+/'))
    return b64decode(s)


_B32 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_B32HEX = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'


def _b32encode(alphabet, s):
    s = _need_bytes(s)
    leftover = len(s) % 5
    if leftover:
        s = s + b'\0' * (5 - leftover)
    out = bytearray()
    for i in range(0, len(s), 5):
        c = int.from_bytes(s[i: i + 5], 'big')
        out += bytes([alphabet[(c >> sh) & 31] for sh in (35, 30, 25, 20, 15, 10, 5, 0)])
    if leftover == 1:
        out[-6:] = b'======'
    elif leftover == 2:
        out[-4:] = b'===='
    elif leftover == 3:
        out[-3:] = b'==='
    elif leftover == 4:
        out[-1:] = b'='
    return bytes(out)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        if len(map01) != 1:
            raise AssertionError(repr(map01))
        s = s.translate(bytes.maketrans(b'01', b'O' + map01))
    if casefold:
        s = s.upper()
    n = len(s)
    s = s.rstrip(b'=')
    padchars = n - len(s)
    values = {c: i for i, c in enumerate(alphabet)}
    out = bytearray()
    for i in range(0, len(s), 8):
        quanta = s[i: i + 8]
        acc = 0
        for c in quanta:
            v = values.get(c)
            if v is None:
                raise binascii.Error('Non-base32 digit found')
            acc = (acc << 5) + v
        acc <<= 5 * (8 - len(quanta))
        out += acc.to_bytes(5, 'big')
    if n % 8 or padchars not in (0, 1, 3, 4, 6):
        raise binascii.Error('Incorrect padding')
    if padchars and out:
        leftover = (43 - 5 * padchars) // 8
        del out[len(out) - 5 + leftover:]
    return bytes(out)


def b32encode(s):
    return _b32encode(_B32, s)


def b32decode(s, casefold=False, map01=None):
    return _b32decode(_B32, s, casefold, map01)


def b32hexencode(s):
    return _b32encode(_B32HEX, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_B32HEX, s, casefold)


def b16encode(s):
    return _need_bytes(s).hex().upper().encode('ascii')


def b16decode(s, casefold=False):
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if not (48 <= c <= 57 or 65 <= c <= 70):
            raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(s)


def encodebytes(s):
    s = _need_bytes(s)
    pieces = []
    for i in range(0, len(s), 57):
        pieces.append(binascii.b2a_base64(s[i: i + 57]))
    return b''.join(pieces)


def decodebytes(s):
    return binascii.a2b_base64(_need_bytes(s))


MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def encode(input, output):
    """Encode the binary stream input into Base64 lines written to the
    binary stream output."""
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        while len(s) < MAXBINSIZE:
            ns = input.read(MAXBINSIZE - len(s))
            if not ns:
                break
            s += ns
        output.write(binascii.b2a_base64(s))


def decode(input, output):
    """Decode the Base64 lines of the binary stream input into the binary
    stream output."""
    while True:
        line = input.readline()
        if not line:
            break
        output.write(binascii.a2b_base64(line))
