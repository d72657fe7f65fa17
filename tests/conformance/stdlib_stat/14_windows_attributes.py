import stat

FLAG_NAMES = ['FILE_ATTRIBUTE_ARCHIVE', 'FILE_ATTRIBUTE_COMPRESSED', 'FILE_ATTRIBUTE_DEVICE',
              'FILE_ATTRIBUTE_DIRECTORY', 'FILE_ATTRIBUTE_ENCRYPTED', 'FILE_ATTRIBUTE_HIDDEN',
              'FILE_ATTRIBUTE_INTEGRITY_STREAM', 'FILE_ATTRIBUTE_NORMAL',
              'FILE_ATTRIBUTE_NOT_CONTENT_INDEXED', 'FILE_ATTRIBUTE_NO_SCRUB_DATA',
              'FILE_ATTRIBUTE_OFFLINE', 'FILE_ATTRIBUTE_READONLY', 'FILE_ATTRIBUTE_REPARSE_POINT',
              'FILE_ATTRIBUTE_SPARSE_FILE', 'FILE_ATTRIBUTE_SYSTEM', 'FILE_ATTRIBUTE_TEMPORARY',
              'FILE_ATTRIBUTE_VIRTUAL']

def decode(attrs):
    return [n[len('FILE_ATTRIBUTE_'):] for n in FLAG_NAMES if attrs & getattr(stat, n)]

files = {
    'C:/pagefile.sys': stat.FILE_ATTRIBUTE_HIDDEN | stat.FILE_ATTRIBUTE_SYSTEM | stat.FILE_ATTRIBUTE_ARCHIVE,
    'C:/Users': stat.FILE_ATTRIBUTE_DIRECTORY | stat.FILE_ATTRIBUTE_READONLY,
    'D:/backup.zip': stat.FILE_ATTRIBUTE_COMPRESSED | stat.FILE_ATTRIBUTE_ENCRYPTED | stat.FILE_ATTRIBUTE_OFFLINE,
    'E:/vm.vhdx': stat.FILE_ATTRIBUTE_SPARSE_FILE | stat.FILE_ATTRIBUTE_INTEGRITY_STREAM | stat.FILE_ATTRIBUTE_NO_SCRUB_DATA,
    'C:/link': stat.FILE_ATTRIBUTE_REPARSE_POINT | stat.FILE_ATTRIBUTE_NOT_CONTENT_INDEXED,
    'C:/temp.dat': stat.FILE_ATTRIBUTE_TEMPORARY,
    'C:/plain.txt': stat.FILE_ATTRIBUTE_NORMAL,
    '\\\\.\\PhysicalDrive0': stat.FILE_ATTRIBUTE_DEVICE | stat.FILE_ATTRIBUTE_VIRTUAL,
}
for name, attrs in files.items():
    print('%-22s %6d %s' % (name, attrs, decode(attrs)))

def is_dir(attrs):
    return bool(attrs & stat.FILE_ATTRIBUTE_DIRECTORY)
print([n for n, a in files.items() if is_dir(a)])
print('hidden or system:', [n for n, a in files.items() if a & (stat.FILE_ATTRIBUTE_HIDDEN | stat.FILE_ATTRIBUTE_SYSTEM)])

# BSD chflags flags
bsd = stat.UF_NODUMP | stat.UF_APPEND | stat.SF_IMMUTABLE
for n in ['UF_NODUMP', 'UF_IMMUTABLE', 'UF_APPEND', 'UF_OPAQUE', 'UF_NOUNLINK', 'UF_COMPRESSED',
          'UF_HIDDEN', 'SF_ARCHIVED', 'SF_IMMUTABLE', 'SF_APPEND', 'SF_NOUNLINK', 'SF_SNAPSHOT']:
    print('%-14s %s' % (n, bool(bsd & getattr(stat, n))))
print('user flags mask', hex(stat.UF_NODUMP | stat.UF_IMMUTABLE | stat.UF_APPEND | stat.UF_OPAQUE
                            | stat.UF_NOUNLINK | stat.UF_COMPRESSED | stat.UF_HIDDEN))
print('system flags mask', hex(stat.SF_ARCHIVED | stat.SF_IMMUTABLE | stat.SF_APPEND
                              | stat.SF_NOUNLINK | stat.SF_SNAPSHOT))
