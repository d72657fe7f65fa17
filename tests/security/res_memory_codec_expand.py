# expect: memory
# args: --max-memory 64M
# An encoder's output can be many times its input (utf-32 with namereplace
# writes 4 bytes for each character of "\udcff" for each lone surrogate):
# the output grows through the accounted allocator and stops at the cap.
s = "\udcff" * 3_000_000
b = s.encode("utf-32", "backslashreplace")
print("SANDBOX-ESCAPE: encoded", len(b))
