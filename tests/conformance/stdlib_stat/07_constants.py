import stat

names = ["S_IFDIR", "S_IFCHR", "S_IFBLK", "S_IFREG", "S_IFIFO", "S_IFLNK", "S_IFSOCK", "S_IFDOOR",
         "S_IFPORT", "S_IFWHT", "S_ISUID", "S_ISGID", "S_ENFMT", "S_ISVTX", "S_IREAD", "S_IWRITE",
         "S_IEXEC", "S_IRWXU", "S_IRUSR", "S_IWUSR", "S_IXUSR", "S_IRWXG", "S_IRGRP", "S_IWGRP",
         "S_IXGRP", "S_IRWXO", "S_IROTH", "S_IWOTH", "S_IXOTH", "UF_NODUMP", "UF_IMMUTABLE",
         "UF_APPEND", "UF_OPAQUE", "UF_NOUNLINK", "UF_COMPRESSED", "UF_HIDDEN", "SF_ARCHIVED",
         "SF_IMMUTABLE", "SF_APPEND", "SF_NOUNLINK", "SF_SNAPSHOT", "ST_MODE", "ST_INO", "ST_DEV",
         "ST_NLINK", "ST_UID", "ST_GID", "ST_SIZE", "ST_ATIME", "ST_MTIME", "ST_CTIME"]
for n in names:
    v = getattr(stat, n)
    print(n, v, oct(v), type(v).__name__)
funcs = ["S_ISDIR", "S_ISCHR", "S_ISBLK", "S_ISREG", "S_ISFIFO", "S_ISLNK", "S_ISSOCK", "S_ISDOOR",
         "S_ISPORT", "S_ISWHT", "S_IMODE", "S_IFMT", "filemode"]
print(all(callable(getattr(stat, f)) for f in funcs), hasattr(stat, "S_ISDIR"), hasattr(stat, "os"))
