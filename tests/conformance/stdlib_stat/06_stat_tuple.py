import stat

# A stat result as a plain tuple, the way os.stat() indexes work.
record = (0o100644, 5242881, 2049, 1, 1000, 1000, 73421, 1700000000, 1700003600, 1700007200)
fields = ["ST_MODE", "ST_INO", "ST_DEV", "ST_NLINK", "ST_UID", "ST_GID", "ST_SIZE", "ST_ATIME",
          "ST_MTIME", "ST_CTIME"]
for f in fields:
    idx = getattr(stat, f)
    print(f, idx, record[idx])
size_kb = record[stat.ST_SIZE] / 1024
print(f"{stat.filemode(record[stat.ST_MODE])} {size_kb:.1f} KiB, modified {record[stat.ST_MTIME] - record[stat.ST_ATIME]} s after access")
