# Bytes literals and their reprs: quote choice, escapes, bytearray wrapper.
samples = [
    b"plain ascii",
    b"it's quoted",
    b'say "hi"',
    b"both ' and \"",
    b"tab\there\nnewline\r",
    b"\x00\x01\x7f\x80\xfe\xff",
    b"back\\slash",
    b"",
    rb"raw \n stays",
    b"con" b"cat",
]
for s in samples:
    print(len(s), repr(s))
print(bytearray(b"abc"), bytearray(b"it's"), bytearray(), bytearray(b'\\"'))
print(str(b"x"), f"{b'y'}", "%s|%r" % (b"a", b"b"))
print([b"a", bytearray(b"b")], (b"c",), {b"k": b"v"})
header = b"GET /index.html HTTP/1.1\r\nHost: example.com\r\n\r\n"
print(header)
print(type(b"").__name__, type(bytearray()).__name__)
