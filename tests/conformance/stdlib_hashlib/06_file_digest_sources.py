# Hashing uploads that come from different kinds of file-like objects.
import hashlib
import io


def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).split(' object at ')[0])


class Chunks:
    """A binary reader that fills the caller's buffer, three chunks."""

    def __init__(self):
        self.left = [b'alpha', b'beta', b'gamma']

    def readable(self):
        return True

    def readinto(self, buf):
        if not self.left:
            return 0
        piece = self.left[0][:len(buf)]
        self.left[0] = self.left[0][len(buf):]
        if not self.left[0]:
            self.left.pop(0)
        buf[:len(piece)] = piece
        return len(piece)

    def read(self, n=-1):
        return b'read() is not used'


class TextOnly:
    def read(self, n=-1):
        return ''


class Unreadable(Chunks):
    def readable(self):
        return False


attempt('bytesio', lambda: hashlib.file_digest(io.BytesIO(b'abc' * 100000), 'sha256').hexdigest())
attempt('readinto', lambda: hashlib.file_digest(Chunks(), 'md5').hexdigest())
attempt('same as joined', lambda: hashlib.md5(b'alphabetagamma').hexdigest())
attempt('small buffer', lambda: hashlib.file_digest(Chunks(), hashlib.sha1, _bufsize=3).hexdigest())
attempt('text stream', lambda: hashlib.file_digest(io.StringIO('abc'), 'sha256'))
attempt('read only', lambda: hashlib.file_digest(TextOnly(), 'md5'))
attempt('not readable', lambda: hashlib.file_digest(Unreadable(), 'md5'))
attempt('bad name', lambda: hashlib.file_digest(io.BytesIO(b'x'), 'nope'))
attempt('constructor', lambda: hashlib.file_digest(io.BytesIO(b'x'), hashlib.blake2s).hexdigest())
