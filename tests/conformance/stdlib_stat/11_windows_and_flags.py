import stat

win = {name: getattr(stat, "FILE_ATTRIBUTE_" + name) for name in
       ["ARCHIVE", "COMPRESSED", "DEVICE", "DIRECTORY", "ENCRYPTED", "HIDDEN", "INTEGRITY_STREAM",
        "NORMAL", "NOT_CONTENT_INDEXED", "NO_SCRUB_DATA", "OFFLINE", "READONLY", "REPARSE_POINT",
        "SPARSE_FILE", "SYSTEM", "TEMPORARY", "VIRTUAL"]}
attrs = stat.FILE_ATTRIBUTE_HIDDEN | stat.FILE_ATTRIBUTE_READONLY | stat.FILE_ATTRIBUTE_ARCHIVE
print(sorted(n for n, v in win.items() if v & attrs))
for n, v in sorted(win.items(), key=lambda kv: kv[1]):
    print(f"{n:<20} {v:>7} {v:#08x}")
flags = stat.UF_IMMUTABLE | stat.SF_APPEND
bsd = ["UF_NODUMP", "UF_IMMUTABLE", "UF_APPEND", "UF_OPAQUE", "UF_NOUNLINK", "UF_COMPRESSED",
       "UF_HIDDEN", "SF_ARCHIVED", "SF_IMMUTABLE", "SF_APPEND", "SF_NOUNLINK", "SF_SNAPSHOT"]
print([n for n in bsd if getattr(stat, n) & flags])
