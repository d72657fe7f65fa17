# expect: budget
# args: --max-instructions 2000000
# Decoding and encoding charge per byte: a loop over a large buffer with
# error handlers that rewrite every byte runs out of budget quickly.
data = b"\xff\xfe\x00\xd8" * 250_000
n = 0
while True:
    t = data.decode("utf-16-le", "backslashreplace")
    u = data.decode("utf-8", "surrogateescape")
    u.encode("utf-8", "surrogateescape")
    n += 1
