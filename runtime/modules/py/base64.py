"""Base16, Base32, Base64, Base85 and Ascii85 encodings (CPython 3.11's base64 module):
b64encode/b64decode (altchars, validate), standard_* and urlsafe_*,
b32encode/b32decode, b32hexencode/b32hexdecode, b16encode/b16decode,
encodebytes/decodebytes, a85encode/a85decode and b85encode/b85decode,
with CPython's binascii.Error and ValueError messages."""

import binascii

__all__ = ['encode', 'decode', 'encodebytes', 'decodebytes', 'b64encode', 'b64decode', 'b32encode',
           'b32decode', 'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
           'a85encode', 'a85decode', 'b85encode', 'b85decode',
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


# ---- Ascii85 and Base85 ------------------------------------------------------

_A85_START = b'<~'
_A85_END = b'~>'
_B85_ALPHABET = (b'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                 b'abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~')
_b85_values = {}
for _i, _c in enumerate(_B85_ALPHABET):
    _b85_values[_c] = _i
del _i, _c


def _85_bytes(b):
    if isinstance(b, bytes):
        return b
    if isinstance(b, bytearray):
        return bytes(b)
    raise TypeError("memoryview: a bytes-like object is required, not '%s'" % type(b).__name__)


def _85encode(b, alphabet, pad, z_for_zero, y_for_spaces):
    # Each group of four bytes, read as a big-endian number, is written as
    # five base-85 digits; a short last group is filled with zero bytes
    # and, unless pad is set, cut back by as many digits.
    b = _85_bytes(b)
    fill = -len(b) % 4
    data = b + b'\0' * fill
    out = []
    for i in range(0, len(data), 4):
        word = int.from_bytes(data[i:i + 4], 'big')
        if z_for_zero and word == 0:
            out.append(b'z')
        elif y_for_spaces and word == 0x20202020:
            out.append(b'y')
        else:
            digits = bytearray(5)
            for k in range(4, -1, -1):
                word, digits[k] = divmod(word, 85)
            out.append(bytes(alphabet[d] for d in digits))
    if fill and not pad:
        if out[-1] == b'z':
            out[-1] = bytes([alphabet[0]]) * 5
        out[-1] = out[-1][:-fill]
    return b''.join(out)


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """Encode bytes-like object b using Ascii85 and return a bytes object."""
    text = _85encode(b, bytes(range(33, 118)), pad, True, foldspaces)
    if adobe:
        text = _A85_START + text
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        lines = [text[i:i + wrapcol] for i in range(0, len(text), wrapcol)]
        if adobe and len(lines[-1]) + 2 > wrapcol:
            lines.append(b'')
        text = b'\n'.join(lines)
    if adobe:
        text += _A85_END
    return text


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b' \t\n\r\v'):
    """Decode the Ascii85 encoded bytes-like object or ASCII string b."""
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85_END):
            raise ValueError('Ascii85 encoded byte sequences must end with %r' % (_A85_END,))
        b = b[2:-2] if b.startswith(_A85_START) else b[:-2]
    out = []
    group = []
    for c in b + b'u' * 4:
        if 33 <= c <= 117:
            group.append(c)
            if len(group) == 5:
                acc = 0
                for d in group:
                    acc = acc * 85 + (d - 33)
                if acc > 0xFFFFFFFF:
                    raise ValueError('Ascii85 overflow')
                out.append(acc.to_bytes(4, 'big'))
                group = []
        elif c == 122:
            if group:
                raise ValueError('z inside Ascii85 5-tuple')
            out.append(b'\0\0\0\0')
        elif foldspaces and c == 121:
            if group:
                raise ValueError('y inside Ascii85 5-tuple')
            out.append(b'    ')
        elif c in ignorechars:
            continue
        else:
            raise ValueError('Non-Ascii85 digit found: %c' % c)
    result = b''.join(out)
    cut = 4 - len(group)
    return result[:-cut] if cut else result


def b85encode(b, pad=False):
    """Encode bytes-like object b in base85 format and return a bytes object."""
    return _85encode(b, _B85_ALPHABET, pad, False, False)


def b85decode(b):
    """Decode the base85-encoded bytes-like object or ASCII string b."""
    b = _bytes_from_decode_data(b)
    fill = -len(b) % 5
    b = b + b'~' * fill
    out = []
    for i in range(0, len(b), 5):
        acc = 0
        for j in range(i, i + 5):
            d = _b85_values.get(b[j])
            if d is None:
                raise ValueError('bad base85 character at position %d' % j)
            acc = acc * 85 + d
        if acc > 0xFFFFFFFF:
            raise ValueError('base85 overflow in hunk starting at byte %d' % i)
        out.append(acc.to_bytes(4, 'big'))
    result = b''.join(out)
    return result[:-fill] if fill else result


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
