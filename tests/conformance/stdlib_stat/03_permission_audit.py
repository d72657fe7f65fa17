import stat

files = {"config.yaml": 0o100664, "deploy.sh": 0o100775, "id_rsa": 0o100600, "public": 0o040777,
         "world_writable.log": 0o100666}

for name, mode in files.items():
    perms = stat.S_IMODE(mode)
    issues = []
    if perms & stat.S_IWOTH:
        issues.append("world-writable")
    if perms & stat.S_IWGRP:
        issues.append("group-writable")
    if not perms & stat.S_IRUSR:
        issues.append("owner cannot read")
    executable = bool(perms & (stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH))
    print(f"{name:<20} {oct(perms):>7} {stat.filemode(mode)} exec={executable} {issues or 'ok'}")

print(stat.S_IMODE(0o170777), stat.S_IFMT(0o170777), oct(stat.S_IFMT(0o100644)))
print(stat.S_IMODE(True), stat.S_IFMT(0), stat.S_IMODE(2**32 - 1))
