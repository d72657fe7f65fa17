import stat
from collections import defaultdict

inventory = [("a.txt", 0o100644), ("b", 0o40755), ("c.py", 0o100755), ("d", 0o120777), ("e", 0o40700),
             ("f.bin", 0o100600), ("g", 0o10644)]
by_type = defaultdict(list)
for name, mode in inventory:
    by_type[stat.S_IFMT(mode)].append(name)
labels = {stat.S_IFREG: "files", stat.S_IFDIR: "dirs", stat.S_IFLNK: "links", stat.S_IFIFO: "fifos"}
for fmt in sorted(by_type):
    print(f"{labels[fmt]:<6} {oct(fmt):>9} {by_type[fmt]}")
total_exec = sum(1 for _, m in inventory if stat.S_ISREG(m) and stat.S_IMODE(m) & stat.S_IXUSR)
print("executable files:", total_exec)
print(stat.S_IFMT(0o100644) == stat.S_IFREG, stat.S_IFDOOR, stat.S_IFPORT, stat.S_IFWHT)
