"""hashlib (CPython 3.11's, with OpenSSL's names): the hash objects over
the natives of runtime/modules/hashlib.c (_hstart, _b2start, _hupdate,
_hdigest, _hcopy, _pbkdf2 and _sizes, in this namespace). An object holds
its algorithm's incremental state, which update() feeds at once: hashing
data in pieces needs only the state, and copy() copies it."""

__all__ = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
           'blake2b', 'blake2s', 'sha3_224', 'sha3_256', 'sha3_384',
           'sha3_512', 'shake_128', 'shake_256', 'new',
           'algorithms_guaranteed', 'algorithms_available', 'pbkdf2_hmac',
           'file_digest')

algorithms_guaranteed = set(('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
                             'blake2b', 'blake2s', 'sha3_224', 'sha3_256', 'sha3_384',
                             'sha3_512', 'shake_128', 'shake_256'))
algorithms_available = algorithms_guaranteed | set(('md5-sha1', 'ripemd160', 'sha512_224',
                                                    'sha512_256', 'sm3'))

_XOF_BLOCK = {'shake_128': 168, 'shake_256': 136}


def _no_pickle(self, *args):
    # CPython's hash objects cannot be pickled, so copy.copy and
    # copy.deepcopy refuse them (their copy() method copies).
    cls = type(self)
    raise TypeError("cannot pickle '%s.%s' object" % (cls.__module__, cls.__name__))


def _address(obj):
    r = object.__repr__(obj)
    return r[r.rindex(' ') + 1:-1]


class HASH:
    __slots__ = ('_name', '_sizes')
    __module__ = '_hashlib'

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create '_hashlib.HASH' instances")

    @property
    def name(self):
        return self._name

    @property
    def digest_size(self):
        return self._sizes[0]

    @property
    def block_size(self):
        return self._sizes[1]

    def update(self, obj):
        _hupdate(self, obj)

    def digest(self):
        return _hdigest(self)

    def hexdigest(self):
        return _hdigest(self).hex()

    def copy(self):
        new = object.__new__(type(self))
        new._name = self._name
        new._sizes = self._sizes
        _hcopy(self, new)
        return new

    def __repr__(self):
        return '<%s _hashlib.%s object @ %s>' % (self._name, type(self).__name__, _address(self))

    __copy__ = __deepcopy__ = _no_pickle


class HASHXOF(HASH):
    __slots__ = ()
    __module__ = '_hashlib'

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create '_hashlib.HASHXOF' instances")

    def digest(self, length):
        length = _index(length, 'ssize_t')
        if length < 0:
            raise MemoryError()
        return _hdigest(self, length)

    def hexdigest(self, length):
        return self.digest(length).hex()

    # CPython's argument errors name these two without their class.
    digest.__qualname__ = 'digest'
    hexdigest.__qualname__ = 'hexdigest'


_one_arg(HASH.update)
_one_arg(HASH.copy)
_one_arg(HASH.digest)
_one_arg(HASH.hexdigest)
_clinic_args(HASHXOF.digest)
_clinic_args(HASHXOF.hexdigest)


def _make(name, data):
    sizes = _sizes(name)
    if name in _XOF_BLOCK:
        h = object.__new__(HASHXOF)
        sizes = (0, _XOF_BLOCK[name])
    else:
        h = object.__new__(HASH)
        if name == 'md5-sha1':
            sizes = (36, 64)
    h._name = name
    h._sizes = sizes
    _hstart(h, name)
    _hupdate(h, data)
    return h


def _constructor(name):
    def openssl(string=b'', *, usedforsecurity=True):
        return _make(name, string)
    openssl.__name__ = openssl.__qualname__ = 'openssl_' + name
    return _clinic_args(openssl)


md5 = _constructor('md5')
sha1 = _constructor('sha1')
sha224 = _constructor('sha224')
sha256 = _constructor('sha256')
sha384 = _constructor('sha384')
sha512 = _constructor('sha512')
sha3_224 = _constructor('sha3_224')
sha3_256 = _constructor('sha3_256')
sha3_384 = _constructor('sha3_384')
sha3_512 = _constructor('sha3_512')
shake_128 = _constructor('shake_128')
shake_256 = _constructor('shake_256')


_C_RANGES = {'int': 1 << 31, 'long': 1 << 63, 'ssize_t': 1 << 63}


def _bytes_like(v):
    if not isinstance(v, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(v).__name__)
    return v


def _size(v):
    # A bytes-like argument's length, whatever its class's __len__ says.
    return bytes.__len__(v) if isinstance(v, bytes) else bytearray.__len__(v)


# CPython holds the buffers of its bytes-like arguments while it converts
# the arguments after them: an __index__ or __bool__ that resizes such a
# bytearray gets BufferError, and one that changes its bytes in place is
# seen by the hashing. The natives read the buffers after every
# conversion; _held lists the bytearrays and their sizes, and _unresized,
# run after each conversion that ran user code, refuses a size changed
# meanwhile with CPython's error (when that code returns, not inside it).
def _held(*args):
    return [(b, bytearray.__len__(b)) for b in args if isinstance(b, bytearray)]


def _unresized(held):
    for b, n in held:
        if bytearray.__len__(b) != n:
            raise BufferError("Existing exports of data: object cannot be re-sized")


def _index(v, ctype, held=()):
    """An integer argument as CPython's converter for the C type ctype
    reads it: an int (a subclass's own value, not its __int__'s), or what
    __index__ gives, in the type's range."""
    if not isinstance(v, int):
        try:
            index = type(v).__index__
        except AttributeError:
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__) from None
        v = index(v)
        _unresized(held)
        if not isinstance(v, int):
            raise TypeError("__index__ returned non-int (type %s)" % type(v).__name__)
    v = int.__index__(v)
    if not -_C_RANGES[ctype] <= v < _C_RANGES[ctype]:
        raise OverflowError("Python int too large to convert to C " + ctype)
    return v


def _unsigned(v, too_big):
    # BLAKE2's converters of leaf_size and node_offset: an int only.
    if not isinstance(v, int):
        raise TypeError("an integer is required")
    v = int.__index__(v)
    if v < 0:
        raise ValueError("value must be positive")
    if v >= 1 << 64:
        raise OverflowError(too_big)
    return v


def _truth(v, held):
    v = bool(v)
    _unresized(held)
    return v


class _Blake2:
    __slots__ = ('_params',)

    def _setup(self, data, digest_size, key, salt, person, fanout, depth, leaf_size, node_offset,
               node_depth, inner_size, last_node, usedforsecurity):
        # Every argument is converted first, in CPython's order, then
        # checked in its order; data is read last.
        big = self._BIG
        if digest_size is None:
            digest_size = self.MAX_DIGEST_SIZE
        digest_size = _index(digest_size, 'int')
        key = _bytes_like(key)
        salt = _bytes_like(salt)
        person = _bytes_like(person)
        held = _held(key, salt, person)
        fanout = _index(fanout, 'int', held)
        depth = _index(depth, 'int', held)
        leaf_size = _unsigned(leaf_size, "Python int too large to convert to C unsigned long")
        node_offset = _unsigned(node_offset, "int too big to convert")
        node_depth = _index(node_depth, 'int', held)
        inner_size = _index(inner_size, 'int', held)
        last_node = _truth(last_node, held)
        _truth(usedforsecurity, held)
        if not 1 <= digest_size <= self.MAX_DIGEST_SIZE:
            raise ValueError("digest_size must be between 1 and %d bytes" % self.MAX_DIGEST_SIZE)
        if _size(salt) > self.SALT_SIZE:
            raise ValueError("maximum salt length is %d bytes" % self.SALT_SIZE)
        if _size(person) > self.PERSON_SIZE:
            raise ValueError("maximum person length is %d bytes" % self.PERSON_SIZE)
        if not 0 <= fanout <= 255:
            raise ValueError("fanout must be between 0 and 255")
        if not 1 <= depth <= 255:
            raise ValueError("depth must be between 1 and 255")
        if leaf_size > 0xFFFFFFFF:
            raise OverflowError("leaf_size is too large")
        if not big and node_offset >= 1 << 48:
            raise OverflowError("node_offset is too large")
        if not 0 <= node_depth <= 255:
            raise ValueError("node_depth must be between 0 and 255")
        if not 0 <= inner_size <= self.MAX_DIGEST_SIZE:
            raise ValueError("inner_size must be between 0 and is %d" % self.MAX_DIGEST_SIZE)
        if _size(key) > self.MAX_KEY_SIZE:
            raise ValueError("maximum key length is %d bytes" % self.MAX_KEY_SIZE)
        _b2start(self, big, digest_size, key, salt, person, fanout, depth, leaf_size,
                 node_offset.to_bytes(8 if big else 6, 'little'), node_depth, inner_size, last_node)
        self._params = digest_size
        _hupdate(self, data)

    @property
    def name(self):
        return self._NAME

    @property
    def digest_size(self):
        return self._params

    @property
    def block_size(self):
        return self._BLOCK

    def digest(self):
        return _hdigest(self)

    def hexdigest(self):
        return _hdigest(self).hex()

    def copy(self):
        new = object.__new__(type(self))
        new._params = self._params
        _hcopy(self, new)
        return new

    __copy__ = __deepcopy__ = _no_pickle


def _update_of(cls):
    def update(self, data):
        _hupdate(self, data)
    update.__qualname__ = cls + '.update'
    return _one_arg(update)


# blake2b's and blake2s's own __new__, digest, hexdigest and copy, so that
# their argument errors name their class as CPython's do. As in CPython the
# object is made and its state set up by __new__ alone: __init__ is
# object's, which takes any arguments and does nothing, so no object is
# ever given a second state.
def _new_of(cls):
    def __new__(cls, data=b'', /, *, digest_size=None, key=b'', salt=b'', person=b'', fanout=1,
                depth=1, leaf_size=0, node_offset=0, node_depth=0, inner_size=0,
                last_node=False, usedforsecurity=True):
        self = object.__new__(cls)
        self._setup(data, digest_size, key, salt, person, fanout, depth, leaf_size, node_offset,
                    node_depth, inner_size, last_node, usedforsecurity)
        return self
    __new__.__qualname__ = cls + '.__new__'
    return staticmethod(_clinic_args(__new__))


def _noargs_of(cls, name):
    f = getattr(_Blake2, name)

    def method(self):
        return f(self)
    method.__name__ = name
    method.__qualname__ = cls + '.' + name
    return _one_arg(method)


def _own_methods(cls):
    # Each BLAKE2 class gets methods of its own, named for it as CPython's
    # argument errors name them ("blake2b.update() takes exactly ...").
    name = cls.__name__
    cls.__new__ = _new_of(name)
    cls.update = _update_of(name)
    for m in ('digest', 'hexdigest', 'copy'):
        setattr(cls, m, _noargs_of(name, m))
    return cls


@_own_methods
class blake2b(_Blake2):
    """Return a new BLAKE2b hash object."""
    __slots__ = ()
    __module__ = '_blake2'
    _BIG = True
    _NAME = 'blake2b'
    _BLOCK = 128
    SALT_SIZE = 16
    PERSON_SIZE = 16
    MAX_KEY_SIZE = 64
    MAX_DIGEST_SIZE = 64


@_own_methods
class blake2s(_Blake2):
    """Return a new BLAKE2s hash object."""
    __slots__ = ()
    __module__ = '_blake2'
    _BIG = False
    _NAME = 'blake2s'
    _BLOCK = 64
    SALT_SIZE = 8
    PERSON_SIZE = 8
    MAX_KEY_SIZE = 32
    MAX_DIGEST_SIZE = 32



_by_name = {'md5': md5, 'sha1': sha1, 'sha224': sha224, 'sha256': sha256, 'sha384': sha384,
            'sha512': sha512, 'sha3_224': sha3_224, 'sha3_256': sha3_256, 'sha3_384': sha3_384,
            'sha3_512': sha3_512, 'shake_128': shake_128, 'shake_256': shake_256,
            'blake2b': blake2b, 'blake2s': blake2s}


_ANY_CASE = frozenset(('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'ripemd160', 'sm3',
                       'md5-sha1', 'sha512_224', 'sha512_256'))


def __hash_new(name, data=b'', **kwargs):
    """new(name, data=b'') - Return a new hashing object using the named algorithm;
    optionally initialized with data (which must be a bytes-like object).
    """
    if not isinstance(name, str) or '\x00' in name:
        raise TypeError("name must be a string")
    name = str.__str__(name)
    if name in ('blake2b', 'blake2s'):
        return _by_name[name](data, **kwargs)
    for k in kwargs:
        if k == 'string':
            raise TypeError("argument for new() given by name ('string') and position (2)")
        if k != 'usedforsecurity':
            raise TypeError("'%s' is an invalid keyword argument for new()" % k)
    low = name.lower()
    # Other names are exact, but OpenSSL's own names are taken in any case.
    if low in algorithms_available and (low == name or low in _ANY_CASE):
        return _make(low, data)
    raise ValueError("unsupported hash type " + name)


new = __hash_new


def pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None):
    """Password based key derivation function 2 (PKCS #5 v2.0) with HMAC as
    pseudorandom function."""
    if not isinstance(hash_name, str):
        raise TypeError("pbkdf2_hmac() argument 'hash_name' must be str, not %s" % type(hash_name).__name__)
    if '\x00' in hash_name:
        raise ValueError("embedded null character")
    password = _bytes_like(password)
    salt = _bytes_like(salt)
    held = _held(password, salt)
    iterations = _index(iterations, 'long', held)
    name = hash_name.lower()
    sizes = _sizes(name)
    if sizes is None:
        raise ValueError("[digital envelope routines] unsupported")
    if iterations < 1:
        raise ValueError("iteration value must be greater than 0.")
    if iterations > 0x7FFFFFFF:
        raise OverflowError("iteration value is too great.")
    if dklen is None:
        dklen = sizes[0]
    dklen = _index(dklen, 'long', held)
    if dklen < 1:
        raise ValueError("key length must be greater than 0.")
    if dklen > 0x7FFFFFFF:
        raise OverflowError("key length is too great.")
    return _pbkdf2(name, password, salt, iterations, dklen)


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    """Hash the contents of a file-like object. Returns a digest object.

    *fileobj* must be a file-like object opened for reading in binary mode.
    It accepts file objects from open(), io.BytesIO(), and SocketIO objects.
    The function may bypass Python's I/O and use the file descriptor *fileno*
    directly.

    *digest* must either be a hash algorithm name as a *str*, a hash
    constructor, or a callable that returns a hash object.
    """
    if isinstance(digest, str):
        digestobj = new(digest)
    else:
        digestobj = digest()
    if hasattr(fileobj, "getbuffer"):
        digestobj.update(fileobj.getbuffer())
        return digestobj
    # As CPython's: only binary files implement readinto(), and the data is
    # read into one reused buffer (read() is never called).
    if not (hasattr(fileobj, "readinto") and hasattr(fileobj, "readable") and fileobj.readable()):
        raise ValueError("'%r' is not a file object in binary mode." % (fileobj,))
    buf = bytearray(_bufsize)
    while True:
        size = fileobj.readinto(buf)
        if size == 0:
            break
        digestobj.update(buf[:size])
    return digestobj


__c_types__ = (HASH, HASHXOF, blake2b, blake2s)
_clinic_args(pbkdf2_hmac)
_c_module(pbkdf2_hmac)
_hide_frames(__name__)
_hide_frames(blake2b)
_hide_frames(blake2s)
