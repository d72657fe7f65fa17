# OSError keeps errno, strerror and filename, and picks its subclass by errno.
def load(path):
    raise FileNotFoundError(2, 'No such file or directory', path)

try:
    load('config.yaml')
except OSError as err:
    print(type(err).__name__, err.errno, err.strerror, err.filename)
    print(str(err))
    print(err.args, repr(err))

e = OSError(2, 'x')
print(type(e).__name__, e.errno, e.strerror, e.filename, str(e), e.args)
print(type(OSError(17, 'exists')).__name__, type(OSError(13, 'denied')).__name__, type(OSError(99, 'other')).__name__)
plain = OSError('disk full')
print(plain.errno, plain.strerror, plain.filename, str(plain), plain.args)
print(repr(str(OSError())), OSError().errno)
both = OSError(2, 'x', 'a', None, 'b')
print(str(both), both.filename, both.filename2, both.args)
print(OSError(2, 'x', None).args, str(OSError(2, 'x', None)))

class StorageError(OSError):
    def __init__(self, path):
        super().__init__(28, 'No space left on device', path)
        self.path = path

try:
    raise StorageError('/data/out.csv')
except OSError as err:
    print(err, err.errno, err.path, err.args)

e.errno = 7
print(e.errno, str(e))
print(issubclass(FileExistsError, OSError), issubclass(BrokenPipeError, ConnectionError), IOError is OSError)
try:
    raise IsADirectoryError(21, 'Is a directory', 'logs')
except (FileExistsError, IsADirectoryError) as err:
    print('caught', err)
print(__debug__, type(__debug__).__name__)
if __debug__:
    print('debug mode')
raise PermissionError(13, 'Permission denied', 'secret.txt')
