import stat

cases = [0o104755, 0o104644, 0o102755, 0o102745, 0o041777, 0o041776, 0o107777, 0o107000,
         0o4000, 0o2000, 0o1000, 0o170000, 0o177777]
for m in cases:
    print(oct(m).ljust(9), stat.filemode(m), bool(m & stat.S_ISUID), bool(m & stat.S_ISGID), bool(m & stat.S_ISVTX))
print(stat.S_ISUID, stat.S_ISGID, stat.S_ISVTX)
