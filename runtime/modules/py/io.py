"""In-memory streams (CPython 3.11's io module): StringIO, BytesIO, and
TextIOWrapper over a binary stream (a BytesIO).

There is no file system in the sandbox, so open(), FileIO and
BufferedReader are absent; the base classes exist so that isinstance
checks and subclassing work. StringIO translates newlines as CPython's
does: newline=None turns '\\r\\n' and '\\r' into '\\n' on write, '' and
'\\n' keep what is written, '\\r' and '\\r\\n' write '\\n' as themselves;
readline splits on the newline in use (any of them for None and '')."""

__all__ = ['StringIO', 'BytesIO', 'TextIOWrapper', 'IOBase', 'RawIOBase', 'BufferedIOBase',
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


def _line_end(v, pos, limit, nl):
    """Where the line of text v that starts at pos ends (before limit),
    under newline mode nl: '' ends a line at \\n, \\r or \\r\\n; None
    at \\n (text already translated); else at nl itself."""
    if nl == '':
        i = pos
        while i < limit:
            c = v[i]
            if c == '\n':
                return i + 1
            if c == '\r':
                return i + 2 if i + 1 < limit and v[i + 1] == '\n' else i + 1
            i += 1
        return limit
    sep = '\n' if nl is None else nl
    j = v.find(sep, pos, limit)
    return limit if j < 0 else min(limit, j + len(sep))


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
        end = _line_end(v, pos, limit, self._newline)
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


_CHUNK_SIZE = 8192

# The codecs whose output starts with a byte order mark, and the form that
# goes on without one once it is written.
_BOM_CODECS = {'utf_16': 'utf-16-le', 'utf16': 'utf-16-le', 'u16': 'utf-16-le',
               'utf_32': 'utf-32-le', 'utf32': 'utf-32-le', 'u32': 'utf-32-le',
               'utf_8_sig': 'utf-8'}


class TextIOWrapper(TextIOBase):
    """Text over a binary stream: what is written is encoded and kept
    until flush() (or 8192 bytes of it, a line with line_buffering, every
    write with write_through), as CPython's does; reading decodes what
    the stream has left at the first read, newlines translated as
    newline asks."""
    __module__ = '_io'

    def __init__(self, buffer, encoding=None, errors=None, newline=None,
                 line_buffering=False, write_through=False):
        if encoding is not None and not isinstance(encoding, str):
            raise TypeError("TextIOWrapper() argument 'encoding' must be str or None, not %s"
                            % type(encoding).__name__)
        if errors is not None and not isinstance(errors, str):
            raise TypeError("TextIOWrapper() argument 'errors' must be str or None, not %s"
                            % type(errors).__name__)
        if newline is not None and not isinstance(newline, str):
            raise TypeError("TextIOWrapper() argument 'newline' must be str or None, not %s"
                            % type(newline).__name__)
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError("illegal newline value: %s" % (newline,))
        if encoding is None:
            encoding = 'UTF-8'
        ''.encode(encoding)         # LookupError for an unknown codec
        self._buffer = buffer
        self._encoding = encoding
        self._errors = 'strict' if errors is None else errors
        self._newline = newline
        self._line_buffering = bool(line_buffering)
        self._write_through = bool(write_through)
        self._pending = []
        self._pending_len = 0
        self._wencoding = encoding
        self._text = None           # what reading decoded, and the place in it
        self._raw = None            # the same before newline translation
        self._tpos = 0
        self._bom = 0
        self._renc = encoding
        self._start = 0
        self._seen = 0              # newline kinds read: 1 '\r', 2 '\n', 4 '\r\n'
        self._detached = False

    def _check_attached(self):
        if self._detached:
            raise ValueError("underlying buffer has been detached")

    def _check_open(self):
        self._check_attached()
        if self._buffer.closed:
            raise ValueError("I/O operation on closed file.")

    @property
    def buffer(self):
        self._check_attached()
        return self._buffer

    @property
    def encoding(self):
        return self._encoding

    @property
    def errors(self):
        return self._errors

    @property
    def line_buffering(self):
        return self._line_buffering

    @property
    def write_through(self):
        return self._write_through

    @property
    def closed(self):
        self._check_attached()
        return self._buffer.closed

    @property
    def newlines(self):
        kinds = [k for bit, k in ((1, '\r'), (2, '\n'), (4, '\r\n')) if self._seen & bit]
        if not kinds:
            return None
        return kinds[0] if len(kinds) == 1 else tuple(kinds)

    def readable(self):
        self._check_open()
        return self._buffer.readable()

    def writable(self):
        self._check_open()
        return self._buffer.writable()

    def seekable(self):
        self._check_open()
        return self._buffer.seekable()

    def _flush_pending(self):
        if self._pending:
            data = b''.join(self._pending)
            self._pending = []
            self._pending_len = 0
            self._buffer.write(data)

    def flush(self):
        self._check_open()
        self._flush_pending()
        self._buffer.flush()

    def close(self):
        self._check_attached()
        if not self._buffer.closed:
            try:
                self.flush()
            finally:
                self._buffer.close()

    def detach(self):
        self._check_attached()
        self.flush()
        self._detached = True
        return self._buffer

    def write(self, s):
        self._check_open()
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not %s" % type(s).__name__)
        n = len(s)
        text = s
        if self._newline in ('\r', '\r\n') and '\n' in text:
            text = text.replace('\n', self._newline)
        if self._text is not None:
            # Writing after reading goes where the binary stream is: past
            # what the decoder took from it (all of it here).
            self._text = None
            self._tpos = 0
        data = text.encode(self._wencoding, self._errors)
        if data:
            self._wencoding = _BOM_CODECS.get(self._wencoding.lower().replace('-', '_'), self._wencoding)
            self._pending.append(data)
            self._pending_len += len(data)
        if (self._write_through or self._pending_len >= _CHUNK_SIZE or
                (self._line_buffering and ('\n' in text or '\r' in text))):
            self._flush_pending()
        return n

    def _read_offset(self):
        """Where reading got to, as a position in the binary stream: the
        byte order mark the decoder skipped, and the characters returned
        so far (with the '\\r' of each '\\r\\n' that newline=None made one
        '\\n') encoded again."""
        tpos = self._tpos
        if tpos == 0:
            return self._start
        raw = self._raw
        if raw is not self._text:
            i = 0
            n = 0
            while n < tpos:
                if raw[i] == '\r' and raw[i + 1:i + 2] == '\n':
                    i += 1
                i += 1
                n += 1
            tpos = i
        return self._start + self._bom + len(raw[:tpos].encode(self._renc, self._errors))

    def _decoded(self):
        self._check_open()
        if self._text is None:
            self._flush_pending()
            self._start = self._buffer.tell()
            data = self._buffer.read()
            text = data.decode(self._encoding, self._errors)
            # The byte order mark decoding skipped, and the codec that
            # encodes the rest again (for tell()).
            norm = self._encoding.lower().replace('-', '_')
            self._bom = 0
            self._renc = self._encoding
            if norm == 'utf_8_sig':
                self._renc = 'utf-8'
                self._bom = 3 if data[:3] == b'\xef\xbb\xbf' else 0
            elif norm in ('utf_16', 'utf16', 'u16'):
                self._renc = 'utf-16-be' if data[:2] == b'\xfe\xff' else 'utf-16-le'
                self._bom = 2 if data[:2] in (b'\xff\xfe', b'\xfe\xff') else 0
            elif norm in ('utf_32', 'utf32', 'u32'):
                self._renc = 'utf-32-be' if data[:4] == b'\x00\x00\xfe\xff' else 'utf-32-le'
                self._bom = 4 if data[:4] in (b'\xff\xfe\x00\x00', b'\x00\x00\xfe\xff') else 0
            self._raw = text
            if self._newline is None or self._newline == '':
                if '\r' in text:
                    crlf = text.count('\r\n')
                    if crlf:
                        self._seen |= 4
                    if text.count('\r') > crlf:
                        self._seen |= 1
                if text.count('\n') > text.count('\r\n'):
                    self._seen |= 2
            if self._newline is None and '\r' in text:
                text = text.replace('\r\n', '\n').replace('\r', '\n')
            self._text = text
            self._tpos = 0
        return self._text

    def read(self, size=-1):
        size = _size_arg(size)
        text = self._decoded()
        pos = self._tpos
        end = len(text) if size < 0 else min(len(text), pos + size)
        self._tpos = end
        return text[pos:end]

    def readline(self, size=-1):
        size = _size_arg(size)
        v = self._decoded()
        pos = self._tpos
        if pos >= len(v):
            return ''
        limit = len(v) if size < 0 else min(len(v), pos + size)
        end = _line_end(v, pos, limit, self._newline)
        self._tpos = end
        return v[pos:end]

    def tell(self):
        self._check_open()
        self._flush_pending()
        if self._text is None:
            return self._buffer.tell()
        return self._read_offset()

    def seek(self, cookie, whence=0):
        self._check_open()
        cookie = _size_arg(cookie)
        whence = _size_arg(whence)
        if whence == 1:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero cur-relative seeks")
            return self.tell()
        if whence == 2:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero end-relative seeks")
            self._flush_pending()
            self._text = None
            return self._buffer.seek(0, 2)
        if whence != 0:
            raise ValueError("invalid whence (%d, should be 0, 1 or 2)" % whence)
        if cookie < 0:
            raise ValueError("negative seek position %d" % cookie)
        self._flush_pending()
        self._text = None
        self._tpos = 0
        return self._buffer.seek(cookie)

    def truncate(self, pos=None):
        self.flush()
        if pos is None:
            pos = self.tell()
        self._text = None
        return self._buffer.truncate(pos)

    def fileno(self):
        return self._buffer.fileno()

    def isatty(self):
        self._check_open()
        return False

    def __repr__(self):
        return "<_io.TextIOWrapper encoding=%r>" % (self._encoding,)

    def __getstate__(self):
        raise TypeError("cannot pickle 'TextIOWrapper' object")


__c_types__ = (StringIO, BytesIO, TextIOWrapper)


# CPython writes StringIO and BytesIO in C (_io): tracebacks show none of
# their frames.
for _c in (IOBase, RawIOBase, BufferedIOBase, TextIOBase, _Mem, StringIO, BytesIO, TextIOWrapper):
    _hide_frames(_c)
del _c

# Their constructors' argument errors in the words of CPython's C classes.
_clinic_args(StringIO.__init__)
_clinic_args(BytesIO.__init__)
_clinic_args(TextIOWrapper.__init__)
