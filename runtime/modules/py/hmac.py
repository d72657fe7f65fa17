"""HMAC (keyed-hashing for message authentication, RFC 2104), CPython
3.11's hmac module: HMAC objects over any hashlib algorithm, new, digest
and compare_digest."""

import hashlib as _hashlib

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None


def _constructor(digestmod):
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        # The names hashlib.new takes (OpenSSL's in any case); an XOF has
        # no HMAC.
        low = digestmod.lower()
        if low not in _hashlib.algorithms_available or (low != digestmod and low not in _hashlib._ANY_CASE):
            raise ValueError("[digital envelope routines] unsupported")
        if low in ('shake_128', 'shake_256'):
            raise ValueError("no reason supplied")
        return lambda d=b'': _hashlib.new(digestmod, d)
    return lambda d=b'': digestmod.new(d)


class HMAC:
    """RFC 2104 HMAC class.  Also complies with RFC 4231."""
    blocksize = 64

    __slots__ = ("_digest_cons", "_inner", "_outer", "block_size", "digest_size")

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        # The key's own bytes, as CPython reads its buffer (a subclass's
        # __bytes__ and __len__ are not asked).
        key = _exact(key)
        cons = self._digest_cons = _constructor(digestmod)
        self._outer = cons()
        self._inner = cons()
        self.digest_size = self._inner.digest_size
        if hasattr(self._inner, 'block_size'):
            blocksize = self._inner.block_size
            if blocksize < 16:
                blocksize = self.blocksize
        else:
            blocksize = self.blocksize
        if len(key) > blocksize:
            key = cons(key).digest()
        self.block_size = blocksize
        key = key.ljust(blocksize, b'\0')
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        """Feed data from msg into this hashing object."""
        self._inner.update(msg)

    def copy(self):
        """Return a separate copy of this hashing object."""
        other = object.__new__(type(self))
        other._digest_cons = self._digest_cons
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        """Return the hash value of this hashing object."""
        return self._current().digest()

    def hexdigest(self):
        """Like digest(), but returns a string of hexadecimal digits instead."""
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    """Create a new hashing object and return it."""
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    """Fast inline implementation of HMAC."""
    return HMAC(key, msg, digest).digest()


def _exact(v):
    return v if type(v) is bytes else b''.join((v,))


def compare_digest(a, b):
    """Return 'a == b'."""
    # Strings and bytes are compared by their contents; a subclass's
    # __eq__, isascii or __bytes__ is not asked.
    if isinstance(a, str) and isinstance(b, str):
        if not str.isascii(a) or not str.isascii(b):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        return str.__eq__(a, b)
    a_ok = isinstance(a, (bytes, bytearray))
    b_ok = isinstance(b, (bytes, bytearray))
    if a_ok and b_ok:
        return _exact(a) == _exact(b)
    if not a_ok and not b_ok:
        raise TypeError("unsupported operand types(s) or combination of types: '%s' and '%s'"
                        % (type(a).__name__, type(b).__name__))
    raise TypeError("a bytes-like object is required, not '%s'" % type(b if a_ok else a).__name__)


_posonly_args(compare_digest)
_c_module_named(compare_digest, "_hashlib")
