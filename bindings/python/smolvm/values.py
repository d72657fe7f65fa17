"""The value encoding of the serve protocol (docs/protocol.md, "Values").

Values cross as JSON with Python's types kept: tuples, sets, frozensets,
bytes, dicts with keys that are not strings, ints of any size and the
non-finite floats travel as tagged objects (``{"$tuple": [...]}``). A value
the server cannot send as data arrives as ``{"$repr": "..."}`` and is
decoded as a :class:`Repr`, a ``str`` subclass holding that repr.

``encode`` turns a Python value into the JSON-ready tree the server reads
(raising ``TypeError`` for a type that cannot cross); ``decode`` does the
reverse for a tree the server wrote (raising ``ValueError`` for a malformed
one). ``dumps``/``loads`` add the JSON text around a whole message.
"""

import base64
import binascii
import json
import math
import uuid

__all__ = ["Repr", "encode", "decode", "dumps", "loads", "MAX_DEPTH"]

# Values nest at most this many containers deep (the server's limit).
MAX_DEPTH = 64

# int <-> decimal text: CPython 3.11 refuses conversions of more than 4300
# digits by default (a guard against quadratic time). The encoding needs
# ints of any size, so longer ones are converted piecewise here, within
# these bounds, which keep each conversion well under a second.
_SMALL_DIGITS = 4000
MAX_DECODE_DIGITS = 1000000
MAX_ENCODE_BITS = 1000000


class Repr(str):
    """A value that could not cross as data, as its ``repr()`` text.

    It is a ``str``: printing it shows the repr (``<function f at ...>``).
    ``repr()`` of a ``Repr`` is the text itself, so a ``Repr`` nested in a
    list prints as the original value would have.
    """

    __slots__ = ()

    def __repr__(self):
        return str.__str__(self)


_pow10_cache = {}


def _pow10(n):
    p = _pow10_cache.get(n)
    if p is None:
        p = 10 ** n
        if len(_pow10_cache) < 256:
            _pow10_cache[n] = p
    return p


def _int_from_digits(s):
    """int() of a string of decimal digits of any length (no sign)."""
    n = len(s)
    if n <= _SMALL_DIGITS:
        return int(s)
    low = n // 2
    return _int_from_digits(s[: n - low]) * _pow10(low) + _int_from_digits(s[n - low:])


def _digits_of_int(x, width=0):
    """Decimal digits of a non-negative int of any size, zero-padded to width."""
    if x.bit_length() <= _SMALL_DIGITS * 3:
        s = str(x)
        return s.zfill(width) if width else s
    k = (x.bit_length() * 30103 // 100000 + 1) // 2
    high, low = divmod(x, _pow10(k))
    return _digits_of_int(high, width - k if width > k else 0) + _digits_of_int(low, k)


def _parse_int(text):
    # json hands every integer literal here as its text ("-12").
    if len(text) <= _SMALL_DIGITS:
        return int(text)
    negative = text.startswith("-")
    digits = text[1:] if negative else text
    if len(digits) > MAX_DECODE_DIGITS:
        # Too long to convert in reasonable time: keep the exact digits,
        # marked as a value that did not cross as data.
        return Repr(text)
    value = _int_from_digits(digits)
    return -value if negative else value


def _reject_constant(name):
    raise ValueError("JSON constant %s is not part of the protocol" % name)


def loads(line):
    """Parse one protocol line (str or bytes) into plain JSON data.

    Big integers are kept exact; NaN/Infinity literals (not JSON) and
    nesting too deep for the parser raise ValueError.
    """
    try:
        return json.loads(line, parse_int=_parse_int, parse_constant=_reject_constant)
    except RecursionError:
        raise ValueError("message nested too deeply") from None


_FLOAT_TAGS = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}


def decode(tree):
    """Turn a value tree the server wrote into Python values."""
    try:
        return _decode(tree, 0)
    except RecursionError:
        raise ValueError("value nested too deeply") from None


def _decode(tree, depth):
    if tree is None or tree is True or tree is False:
        return tree
    t = type(tree)
    if t is str or t is int or t is float or t is Repr:
        return tree
    if depth > MAX_DEPTH + 8:
        raise ValueError("value nested deeper than the protocol allows")
    if t is list:
        return [_decode(item, depth + 1) for item in tree]
    if t is not dict:
        raise ValueError("not a protocol value: %r" % (t.__name__,))
    if len(tree) == 1:
        (key, body), = tree.items()
        if key.startswith("$"):
            return _decode_tagged(key, body, depth)
    return {key: _decode(item, depth + 1) for key, item in tree.items()}


def _decode_tagged(tag, body, depth):
    if tag == "$float":
        if type(body) is not str or body not in _FLOAT_TAGS:
            raise ValueError("bad $float: %r" % (body,))
        return _FLOAT_TAGS[body]
    if tag == "$repr":
        if type(body) is not str:
            raise ValueError("bad $repr")
        return Repr(body)
    if tag == "$bytes":
        if type(body) is not str:
            raise ValueError("bad $bytes")
        try:
            return base64.b64decode(body.encode("ascii"), validate=True)
        except (UnicodeEncodeError, binascii.Error):
            raise ValueError("bad $bytes: not base64") from None
    if type(body) is not list:
        raise ValueError("bad %s: not an array" % tag)
    try:
        if tag == "$tuple":
            return tuple(_decode(item, depth + 1) for item in body)
        if tag == "$set":
            return {_decode(item, depth + 1) for item in body}
        if tag == "$frozenset":
            return frozenset(_decode(item, depth + 1) for item in body)
        if tag == "$dict":
            out = {}
            for pair in body:
                if type(pair) is not list or len(pair) != 2:
                    raise ValueError("bad $dict: an item is not a [key, value] pair")
                out[_decode(pair[0], depth + 1)] = _decode(pair[1], depth + 1)
            return out
    except TypeError as e:  # an unhashable key or set item
        raise ValueError("bad %s: %s" % (tag, e)) from None
    raise ValueError("unknown tag %r" % (tag,))


def encode(value):
    """Turn a Python value into the protocol's JSON-ready tree.

    Raises TypeError for a type the protocol has no encoding for (an
    instance, a function, ...) and ValueError for a value it cannot carry
    (a container that contains itself, nesting past 64 levels, an int too
    large to write in reasonable time).
    """
    return _encode(value, 0, set(), None)


def _encode(value, depth, active, bigints):
    if value is None or value is True or value is False:
        return value
    if isinstance(value, bool):
        return bool(value)
    if isinstance(value, int):
        value = int(value)
        if -(1 << 60) < value < (1 << 60):
            return value
        return _encode_int(value, bigints)
    if isinstance(value, float):
        value = float(value)
        if math.isfinite(value):
            return value
        if math.isnan(value):
            return {"$float": "nan"}
        return {"$float": "inf" if value > 0 else "-inf"}
    if isinstance(value, str):
        return str(value)
    if isinstance(value, bytes):
        return {"$bytes": base64.b64encode(bytes(value)).decode("ascii")}
    if not isinstance(value, (list, tuple, dict, set, frozenset)):
        raise TypeError("a value of type %s cannot be sent to smolvm" % type(value).__name__)
    if depth >= MAX_DEPTH:
        raise ValueError("value nested deeper than %d levels" % MAX_DEPTH)
    key = id(value)
    if key in active:
        raise ValueError("value contains itself")
    active.add(key)
    try:
        d = depth + 1
        if isinstance(value, list):
            return [_encode(item, d, active, bigints) for item in value]
        if isinstance(value, tuple):
            return {"$tuple": [_encode(item, d, active, bigints) for item in value]}
        if isinstance(value, frozenset):
            return {"$frozenset": [_encode(item, d, active, bigints) for item in value]}
        if isinstance(value, set):
            return {"$set": [_encode(item, d, active, bigints) for item in value]}
        # A dict: an object when every key is a str and it cannot be taken
        # for a tagged value, else a list of pairs.
        plain = all(isinstance(k, str) for k in value)
        if plain and not (len(value) == 1 and next(iter(value)).startswith("$")):
            return {str(k): _encode(v, d, active, bigints) for k, v in value.items()}
        return {"$dict": [[_encode(k, d, active, bigints), _encode(v, d, active, bigints)]
                          for k, v in value.items()]}
    finally:
        active.discard(key)


def _encode_int(value, bigints):
    if value.bit_length() <= _SMALL_DIGITS * 3:
        return value
    if value.bit_length() > MAX_ENCODE_BITS:
        raise ValueError("int of %d bits is too large to send" % value.bit_length())
    if bigints is None:
        # encode() keeps the int; dumps() collects it to write its digits.
        return value
    token = "\x00int:%s:%d\x00" % (uuid.uuid4().hex, len(bigints))
    text = _digits_of_int(-value) if value < 0 else _digits_of_int(value)
    bigints[json.dumps(token)] = ("-" + text) if value < 0 else text
    return token


def dumps(message, values=()):
    """JSON text (one line, no newline) of a message dict.

    ``values`` names the members of ``message`` that hold Python values to
    encode; each such member is encoded with :func:`encode` (a dict member,
    such as the ``vars`` of a ``set`` request, has each of its values
    encoded). Everything else must already be plain JSON data.
    """
    bigints = {}
    out = dict(message)
    for name in values:
        if name not in out:
            continue
        if name == "vars":
            out[name] = {k: _encode(v, 0, set(), bigints) for k, v in out[name].items()}
        else:
            out[name] = _encode(out[name], 0, set(), bigints)
    text = json.dumps(out, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # smolvm hands out strings holding lone surrogates but takes none in.
        raise ValueError("a str holding a lone surrogate cannot be sent to smolvm") from None
    for token, digits in bigints.items():
        text = text.replace(token, digits, 1)
    return text
