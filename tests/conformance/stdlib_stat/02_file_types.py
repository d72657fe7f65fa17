import stat

modes = {
    "docs": 0o040755, "notes.txt": 0o100644, "link": 0o120777, "pipe": 0o010600,
    "socket": 0o140777, "disk": 0o060660, "console": 0o020600, "weird": 0o000644,
}


def kind(mode):
    if stat.S_ISDIR(mode):
        return "directory"
    if stat.S_ISREG(mode):
        return "regular file"
    if stat.S_ISLNK(mode):
        return "symlink"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISBLK(mode):
        return "block device"
    if stat.S_ISCHR(mode):
        return "character device"
    return "unknown"


for name, mode in modes.items():
    checks = [f(mode) for f in (stat.S_ISDIR, stat.S_ISREG, stat.S_ISLNK, stat.S_ISFIFO, stat.S_ISSOCK,
                                 stat.S_ISBLK, stat.S_ISCHR, stat.S_ISDOOR, stat.S_ISPORT, stat.S_ISWHT)]
    print(f"{name:<10} {kind(mode):<17} {checks}")
