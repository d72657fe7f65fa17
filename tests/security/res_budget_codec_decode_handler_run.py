# expect: budget
# args: --max-instructions 1000000
# wall: 2
# A decoder's error handler runs once per malformed byte and writes up to
# four characters for it: each is charged, on top of the input's size, so
# one decode of a megabyte of invalid bytes does not fit a budget of a
# million (it used to be charged half a unit per byte).
data = b"\xff" * 1_000_000
s = data.decode("utf-8", "backslashreplace")
print("SANDBOX-ESCAPE: decoded", len(s))
