"""Constants and functions for interpreting the st_mode of a file status,
as in CPython 3.11's stat module (the values of its Linux build).

The functions take an int mode as CPython's C implementation does: any
other type is "an integer is required", a negative mode or one past 32
bits an OverflowError with CPython's message."""

# Indices into a stat result tuple.
ST_MODE = 0
ST_INO = 1
ST_DEV = 2
ST_NLINK = 3
ST_UID = 4
ST_GID = 5
ST_SIZE = 6
ST_ATIME = 7
ST_MTIME = 8
ST_CTIME = 9

# File types.
S_IFDIR = 0o040000
S_IFCHR = 0o020000
S_IFBLK = 0o060000
S_IFREG = 0o100000
S_IFIFO = 0o010000
S_IFLNK = 0o120000
S_IFSOCK = 0o140000
S_IFDOOR = 0
S_IFPORT = 0
S_IFWHT = 0

# Permission and special bits.
S_ISUID = 0o4000
S_ISGID = 0o2000
S_ENFMT = S_ISGID
S_ISVTX = 0o1000
S_IREAD = 0o0400
S_IWRITE = 0o0200
S_IEXEC = 0o0100
S_IRWXU = 0o0700
S_IRUSR = 0o0400
S_IWUSR = 0o0200
S_IXUSR = 0o0100
S_IRWXG = 0o0070
S_IRGRP = 0o0040
S_IWGRP = 0o0020
S_IXGRP = 0o0010
S_IRWXO = 0o0007
S_IROTH = 0o0004
S_IWOTH = 0o0002
S_IXOTH = 0o0001

# BSD file flags (st_flags).
UF_NODUMP = 0x00000001
UF_IMMUTABLE = 0x00000002
UF_APPEND = 0x00000004
UF_OPAQUE = 0x00000008
UF_NOUNLINK = 0x00000010
UF_COMPRESSED = 0x00000020
UF_HIDDEN = 0x00008000
SF_ARCHIVED = 0x00010000
SF_IMMUTABLE = 0x00020000
SF_APPEND = 0x00040000
SF_NOUNLINK = 0x00100000
SF_SNAPSHOT = 0x00200000

# Windows file attributes (st_file_attributes).
FILE_ATTRIBUTE_ARCHIVE = 32
FILE_ATTRIBUTE_COMPRESSED = 2048
FILE_ATTRIBUTE_DEVICE = 64
FILE_ATTRIBUTE_DIRECTORY = 16
FILE_ATTRIBUTE_ENCRYPTED = 16384
FILE_ATTRIBUTE_HIDDEN = 2
FILE_ATTRIBUTE_INTEGRITY_STREAM = 32768
FILE_ATTRIBUTE_NORMAL = 128
FILE_ATTRIBUTE_NOT_CONTENT_INDEXED = 8192
FILE_ATTRIBUTE_NO_SCRUB_DATA = 131072
FILE_ATTRIBUTE_OFFLINE = 4096
FILE_ATTRIBUTE_READONLY = 1
FILE_ATTRIBUTE_REPARSE_POINT = 1024
FILE_ATTRIBUTE_SPARSE_FILE = 512
FILE_ATTRIBUTE_SYSTEM = 4
FILE_ATTRIBUTE_TEMPORARY = 256
FILE_ATTRIBUTE_VIRTUAL = 65536


def _mode(name, args, kwargs):
    # The checks of CPython's _stat functions: one positional int that
    # fits a C mode_t.
    if kwargs:
        raise TypeError('_stat.%s() takes no keyword arguments' % name)
    if len(args) != 1:
        raise TypeError('_stat.%s() takes exactly one argument (%d given)' % (name, len(args)))
    m = args[0]
    if type(m) is not int:
        if not isinstance(m, int):
            raise TypeError('an integer is required')
        m = int(m)
    if m < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if m > 0xFFFFFFFF:
        if m > 0xFFFFFFFFFFFFFFFF:
            raise OverflowError('Python int too large to convert to C unsigned long')
        raise OverflowError('mode out of range')
    return m


def S_IMODE(*args, **kwargs):
    """Return the portion of the file's mode that can be set by os.chmod()."""
    return _mode('S_IMODE', args, kwargs) & 0o7777


def S_IFMT(*args, **kwargs):
    """Return the portion of the file's mode that describes the file type."""
    return _mode('S_IFMT', args, kwargs) & 0o170000


def S_ISDIR(*args, **kwargs):
    """S_ISDIR(mode) -> bool: the mode is from a directory."""
    return _mode('S_ISDIR', args, kwargs) & 0o170000 == S_IFDIR


def S_ISCHR(*args, **kwargs):
    """S_ISCHR(mode) -> bool: the mode is from a character special device file."""
    return _mode('S_ISCHR', args, kwargs) & 0o170000 == S_IFCHR


def S_ISBLK(*args, **kwargs):
    """S_ISBLK(mode) -> bool: the mode is from a block special device file."""
    return _mode('S_ISBLK', args, kwargs) & 0o170000 == S_IFBLK


def S_ISREG(*args, **kwargs):
    """S_ISREG(mode) -> bool: the mode is from a regular file."""
    return _mode('S_ISREG', args, kwargs) & 0o170000 == S_IFREG


def S_ISFIFO(*args, **kwargs):
    """S_ISFIFO(mode) -> bool: the mode is from a FIFO (named pipe)."""
    return _mode('S_ISFIFO', args, kwargs) & 0o170000 == S_IFIFO


def S_ISLNK(*args, **kwargs):
    """S_ISLNK(mode) -> bool: the mode is from a symbolic link."""
    return _mode('S_ISLNK', args, kwargs) & 0o170000 == S_IFLNK


def S_ISSOCK(*args, **kwargs):
    """S_ISSOCK(mode) -> bool: the mode is from a socket."""
    return _mode('S_ISSOCK', args, kwargs) & 0o170000 == S_IFSOCK


def S_ISDOOR(*args, **kwargs):
    """S_ISDOOR(mode) -> bool: the mode is from a door (always False here)."""
    _mode('S_ISDOOR', args, kwargs)
    return False


def S_ISPORT(*args, **kwargs):
    """S_ISPORT(mode) -> bool: the mode is from an event port (always False here)."""
    _mode('S_ISPORT', args, kwargs)
    return False


def S_ISWHT(*args, **kwargs):
    """S_ISWHT(mode) -> bool: the mode is from a whiteout (always False here)."""
    _mode('S_ISWHT', args, kwargs)
    return False


_filemode_table = (
    ((S_IFLNK, 'l'), (S_IFSOCK, 's'), (S_IFREG, '-'), (S_IFBLK, 'b'),
     (S_IFDIR, 'd'), (S_IFCHR, 'c'), (S_IFIFO, 'p')),
    ((S_IRUSR, 'r'),),
    ((S_IWUSR, 'w'),),
    ((S_IXUSR | S_ISUID, 's'), (S_ISUID, 'S'), (S_IXUSR, 'x')),
    ((S_IRGRP, 'r'),),
    ((S_IWGRP, 'w'),),
    ((S_IXGRP | S_ISGID, 's'), (S_ISGID, 'S'), (S_IXGRP, 'x')),
    ((S_IROTH, 'r'),),
    ((S_IWOTH, 'w'),),
    ((S_IXOTH | S_ISVTX, 't'), (S_ISVTX, 'T'), (S_IXOTH, 'x')),
)

_TYPE_CHARS = {S_IFLNK: 'l', S_IFSOCK: 's', S_IFREG: '-', S_IFBLK: 'b',
               S_IFDIR: 'd', S_IFCHR: 'c', S_IFIFO: 'p'}


def _triad(mode, special, set_exec, set_noexec):
    # rwx of the low three bits; a special bit shows in the x column.
    return (('r' if mode & 4 else '-') + ('w' if mode & 2 else '-') +
            ((set_exec if mode & 1 else set_noexec) if special else ('x' if mode & 1 else '-')))


def filemode(*args, **kwargs):
    """Convert a file's mode to a string of the form '-rwxrwxrwx'."""
    m = _mode('filemode', args, kwargs)
    t = _TYPE_CHARS.get(m & 0o170000, '?')
    return (t + _triad(m >> 6, m & S_ISUID, 's', 'S') + _triad(m >> 3, m & S_ISGID, 's', 'S') +
            _triad(m, m & S_ISVTX, 't', 'T'))

# CPython writes this module in C: tracebacks show none of its frames.
_hide_frames(__name__)
