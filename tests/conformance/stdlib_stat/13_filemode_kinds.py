import stat

samples = [
    ('regular 644', stat.S_IFREG | 0o644),
    ('script 755', stat.S_IFREG | 0o755),
    ('dir 755', stat.S_IFDIR | 0o755),
    ('sticky /tmp', stat.S_IFDIR | 0o1777),
    ('symlink', stat.S_IFLNK | 0o777),
    ('block dev', stat.S_IFBLK | 0o660),
    ('char dev', stat.S_IFCHR | 0o620),
    ('socket', stat.S_IFSOCK | 0o755),
    ('fifo', stat.S_IFIFO | 0o600),
    ('setuid', stat.S_IFREG | 0o4755),
    ('setgid', stat.S_IFREG | 0o2750),
    ('setuid no x', stat.S_IFREG | 0o4644),
    ('no type', 0o640),
]
for label, mode in samples:
    kinds = [n for n in ('S_ISREG', 'S_ISDIR', 'S_ISLNK', 'S_ISBLK', 'S_ISCHR', 'S_ISSOCK', 'S_ISFIFO')
             if getattr(stat, n)(mode)]
    print('%-12s %s  %07o  %s' % (label, stat.filemode(mode), mode, kinds))

# fake stat tuples indexed with ST_* constants
entries = {
    '/dev/sda': (stat.S_IFBLK | 0o660, 1201, 5, 1, 0, 6, 0, 100, 200, 300),
    '/dev/tty': (stat.S_IFCHR | 0o666, 13, 5, 1, 0, 5, 0, 110, 210, 310),
    '/run/app.sock': (stat.S_IFSOCK | 0o770, 77, 24, 1, 1000, 1000, 0, 120, 220, 320),
}
for path, st in entries.items():
    mode = st[stat.ST_MODE]
    print(path, stat.filemode(mode), 'ino', st[stat.ST_INO], 'dev', st[stat.ST_DEV],
          'nlink', st[stat.ST_NLINK], 'uid', st[stat.ST_UID], 'gid', st[stat.ST_GID],
          'ctime', st[stat.ST_CTIME], 'type', oct(stat.S_IFMT(mode)))
