import stat

listed_names = []

def table(title, names):
    listed_names.extend(names)
    print(title)
    for n in names:
        v = getattr(stat, n)
        print('  %-36s %8d  0x%08x  0o%o' % (n, v, v, v))

table('Windows file attributes', [
    'FILE_ATTRIBUTE_ARCHIVE', 'FILE_ATTRIBUTE_COMPRESSED', 'FILE_ATTRIBUTE_DEVICE',
    'FILE_ATTRIBUTE_DIRECTORY', 'FILE_ATTRIBUTE_ENCRYPTED', 'FILE_ATTRIBUTE_HIDDEN',
    'FILE_ATTRIBUTE_INTEGRITY_STREAM', 'FILE_ATTRIBUTE_NORMAL', 'FILE_ATTRIBUTE_NOT_CONTENT_INDEXED',
    'FILE_ATTRIBUTE_NO_SCRUB_DATA', 'FILE_ATTRIBUTE_OFFLINE', 'FILE_ATTRIBUTE_READONLY',
    'FILE_ATTRIBUTE_REPARSE_POINT', 'FILE_ATTRIBUTE_SPARSE_FILE', 'FILE_ATTRIBUTE_SYSTEM',
    'FILE_ATTRIBUTE_TEMPORARY', 'FILE_ATTRIBUTE_VIRTUAL'])
table('BSD flags', ['SF_ARCHIVED', 'SF_IMMUTABLE', 'SF_APPEND', 'SF_NOUNLINK', 'SF_SNAPSHOT',
                    'UF_NODUMP', 'UF_IMMUTABLE', 'UF_APPEND', 'UF_OPAQUE', 'UF_NOUNLINK',
                    'UF_COMPRESSED', 'UF_HIDDEN'])
table('File types', ['S_IFSOCK', 'S_IFLNK', 'S_IFREG', 'S_IFBLK', 'S_IFDIR',
                     'S_IFCHR', 'S_IFIFO'])
print('stat tuple indexes')
for n in ['ST_MODE', 'ST_INO', 'ST_DEV', 'ST_NLINK', 'ST_UID', 'ST_GID', 'ST_SIZE',
          'ST_ATIME', 'ST_MTIME', 'ST_CTIME']:
    print('  %-9s %d' % (n, getattr(stat, n)))

# all Windows attribute bits are distinct powers of two
attrs = [getattr(stat, n) for n in listed_names if n.startswith('FILE_ATTRIBUTE_')]
print(len(attrs), all(a & (a - 1) == 0 for a in attrs), len(set(attrs)) == len(attrs))
