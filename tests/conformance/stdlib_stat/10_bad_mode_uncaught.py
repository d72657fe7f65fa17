import stat

modes = ["0o644", 0o100644]
for m in reversed(modes):
    print(stat.filemode(m))
