# printf-style formatting of bytes, e.g. building a wire protocol line.
def frame(cmd, *args):
    body = b" ".join(b"%s" % a if isinstance(a, bytes) else b"%d" % a for a in args)
    return b"%s %03d %s\r\n" % (cmd, len(body), body)

print(frame(b"SET", b"key", 42))
print(frame(b"PING"))
print(b"%-6s|%6s|" % (b"left", b"right"), b"%.3s" % b"truncate", b"%5.1f%%" % 99.44)
print(b"%x %X %#o %+d % d %05d" % (255, 3054, 8, 5, 7, -42), b"%e %g" % (1234.5, 0.00001))
print(b"%c%c" % (79, b"K"), b"%r" % "quote", b"%a" % "caf\xe9", b"%(user)s=%(n)d" % {b"user": b"ann", b"n": 3})
print(bytearray(b"id=%d") % 7, b"%s" % bytearray(b"ba"), b"%*d|%-*d|" % (4, 1, 4, 2))
for bad in [lambda: b"%s" % "text", lambda: b"%d" % b"1", lambda: b"%s %s" % (b"a",), lambda: b"%s" % (b"a", b"b"),
            lambda: b"%q" % 1, lambda: b"%c" % 300, lambda: b"%(k)s" % (1,)]:
    try:
        print(bad())
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
