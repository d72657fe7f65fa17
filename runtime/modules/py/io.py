"""In-memory streams (CPython 3.11's io module): StringIO and BytesIO.

There is no file system in the sandbox, so open(), FileIO, BufferedReader
and TextIOWrapper are absent; the base classes exist so that isinstance
checks and subclassing work. StringIO translates newlines as CPython's
does: newline=None turns '\\r\\n' and '\\r' into '\\n' on write, '' and
'\\n' keep what is written, '\\r' and '\\r\\n' write '\\n' as themselves;
readline splits on the newline in use (any of them for None and '')."""

__all__ = ['StringIO', 'BytesIO', 'IOBase', 'RawIOBase', 'BufferedIOBase',
           'TextIOBase', 'UnsupportedOperation', 'SEEK_SET', 'SEEK_CUR', 'SEEK_END',
           'DEFAULT_BUFFER_SIZE']

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


class UnsupportedOperation(OSError, ValueError):
    __module__ = 'io'


def _size_arg(size):
    if size is None:
        return -1
    if not hasattr(type(size), '__index__'):
        raise TypeError("argument should be integer or None, not '%s'" % type(size).__name__)
    return size.__index__()


class IOBase:
    __module__ = 'io'
    def __enter__(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readable(self):
        return False

    def writable(self):
        return False

    def seekable(self):
        return False

    def isatty(self):
        self._check_open()
        return False

    def flush(self):
        self._check_open()

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def _check_open(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def writelines(self, lines):
        self._check_open()
        for line in lines:
            self.write(line)

    def readlines(self, hint=-1):
        hint = _size_arg(hint)
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines


class RawIOBase(IOBase):
    __module__ = 'io'


class BufferedIOBase(IOBase):
    __module__ = 'io'


class TextIOBase(IOBase):
    __module__ = 'io'
    encoding = None
    errors = None


class _Mem:
    """The buffer and position both streams share: the content is kept as
    a list of pieces appended at the end and joined when read, so that
    many small writes cost linear time."""

    def _init_buf(self, empty):
        self._empty = empty
        self._value = empty
        self._pieces = []
        self._len = 0
        self._pos = 0
        self._closed = False

    def _joined(self):
        if self._pieces:
            self._value = self._empty.join([self._value] + self._pieces)
            self._pieces = []
        return self._value

    def _put(self, data):
        n = len(data)
        pos = self._pos
        if pos == self._len:
            self._pieces.append(data)
            self._len += n
        else:
            v = self._joined()
            if pos > self._len:
                pad = pos - self._len
                v = v + (bytes(pad) if isinstance(v, bytes) else '\0' * pad)
            self._value = v[:pos] + data + v[pos + n:]
            self._len = len(self._value)
        self._pos = pos + n

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True
        self._value = self._empty
        self._pieces = []

    def readable(self):
        self._check_open()
        return True

    def writable(self):
        self._check_open()
        return True

    def seekable(self):
        self._check_open()
        return True

    def getvalue(self):
        self._check_open()
        return self._joined()

    def tell(self):
        self._check_open()
        return self._pos

    def read(self, size=-1):
        self._check_open()
        size = _size_arg(size)
        v = self._joined()
        pos = self._pos
        if pos >= self._len:
            return self._empty
        end = self._len if size < 0 else min(self._len, pos + size)
        self._pos = end
        return v[pos:end]

    def truncate(self, size=None):
        self._check_open()
        size = self._pos if size is None else _size_arg(size)
        if size < 0:
            raise ValueError("Negative size value %d" % size)
        if size < self._len:
            self._value = self._joined()[:size]
            self._len = size
        return size


class StringIO(_Mem, TextIOBase):
    __module__ = '_io'

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and not isinstance(newline, str):
            raise TypeError("newline must be str or None, not %s" % type(newline).__name__)
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError("illegal newline value: %r" % (newline,))
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s" % type(initial_value).__name__)
        self._newline = newline
        self._init_buf('')
        if initial_value:
            self._put(self._translate(initial_value))
            self._pos = 0

    def _translate(self, s):
        nl = self._newline
        if nl is None:
            if '\r' in s:
                s = s.replace('\r\n', '\n').replace('\r', '\n')
            return s
        if nl in ('\r', '\r\n') and '\n' in s:
            return s.replace('\n', nl)
        return s

    @property
    def newlines(self):
        return None

    @property
    def line_buffering(self):
        return False

    def write(self, s):
        self._check_open()
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)
        n = len(s)
        if s:
            self._put(self._translate(s))
        return n

    def seek(self, pos, whence=0):
        self._check_open()
        pos = _size_arg(pos) if pos is not None else None
        if pos is None:
            raise TypeError("'NoneType' object cannot be interpreted as an integer")
        whence = _size_arg(whence)
        if whence not in (0, 1, 2):
            raise ValueError("Invalid whence (%d, should be 0, 1 or 2)" % whence)
        if whence == 0 and pos < 0:
            raise ValueError("Negative seek position %d" % pos)
        if whence != 0 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 2:
            pos = self._len
        elif whence == 1:
            pos = self._pos
        self._pos = pos
        return pos

    def readline(self, size=-1):
        self._check_open()
        size = _size_arg(size)
        v = self._joined()
        pos = self._pos
        if pos >= self._len:
            return ''
        limit = self._len if size < 0 else min(self._len, pos + size)
        nl = self._newline
        if nl == '':
            i = pos
            end = limit
            while i < limit:
                c = v[i]
                if c == '\n':
                    end = i + 1
                    break
                if c == '\r':
                    end = i + 2 if i + 1 < limit and v[i + 1] == '\n' else i + 1
                    break
                i += 1
        else:
            sep = '\n' if nl is None else nl
            j = v.find(sep, pos, limit)
            end = limit if j < 0 else min(limit, j + len(sep))
        self._pos = end
        return v[pos:end]

    def detach(self):
        raise UnsupportedOperation("detach")

    def __getstate__(self):
        raise TypeError("cannot pickle 'StringIO' object")


class BytesIO(_Mem, BufferedIOBase):
    __module__ = '_io'

    def __init__(self, initial_bytes=b''):
        self._init_buf(b'')
        if initial_bytes is not None:
            if isinstance(initial_bytes, str):
                raise TypeError("a bytes-like object is required, not 'str'")
            data = bytes(initial_bytes)
            if data:
                self._put(data)
                self._pos = 0

    def write(self, b):
        self._check_open()
        if not isinstance(b, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(b).__name__)
        data = bytes(b)
        if data:
            self._put(data)
        return len(data)

    def read1(self, size=-1):
        return self.read(size)

    def readinto(self, buf):
        data = self.read(len(buf))
        buf[:len(data)] = data
        return len(data)

    def seek(self, pos, whence=0):
        self._check_open()
        if pos is None:
            raise TypeError("'NoneType' object cannot be interpreted as an integer")
        pos = _size_arg(pos)
        whence = _size_arg(whence)
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
        elif whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, self._len + pos)
        else:
            raise ValueError("invalid whence (%d, should be 0, 1 or 2)" % whence)
        self._pos = pos
        return pos

    def readline(self, size=-1):
        self._check_open()
        size = _size_arg(size)
        v = self._joined()
        pos = self._pos
        if pos >= self._len:
            return b''
        limit = self._len if size < 0 else min(self._len, pos + size)
        j = v.find(b'\n', pos, limit)
        end = limit if j < 0 else j + 1
        self._pos = end
        return v[pos:end]


__c_types__ = (StringIO, BytesIO)


# CPython writes StringIO and BytesIO in C (_io): tracebacks show none of
# their frames.
for _c in (IOBase, RawIOBase, BufferedIOBase, TextIOBase, _Mem, StringIO, BytesIO):
    _hide_frames(_c)
del _c

# Their constructors' argument errors in the words of CPython's C classes.
_clinic_args(StringIO.__init__)
_clinic_args(BytesIO.__init__)
