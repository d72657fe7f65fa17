import stat

owner_rw = stat.S_IRUSR | stat.S_IWUSR
group_r = stat.S_IRGRP
others_r = stat.S_IROTH
mode = stat.S_IFREG | owner_rw | group_r | others_r
print(mode, oct(mode), stat.filemode(mode))

dir_mode = stat.S_IFDIR | stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH
print(oct(dir_mode), stat.filemode(dir_mode))

print(stat.S_IRWXU == stat.S_IRUSR | stat.S_IWUSR | stat.S_IXUSR)
print(stat.S_IRWXG, stat.S_IRWXO, stat.S_IREAD, stat.S_IWRITE, stat.S_IEXEC)
print(stat.S_IREAD == stat.S_IRUSR, stat.S_ENFMT == stat.S_ISGID)

# strip write permission for everyone
readonly = mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
print(stat.filemode(readonly), oct(stat.S_IMODE(readonly)))
for bits in (0o777, 0o750, 0o640, 0o400, 0):
    print(oct(bits), stat.filemode(stat.S_IFREG | bits), stat.filemode(bits))
