# Parsing a raw HTTP response the way agent code often does.
raw = b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 12\r\nX-Trace:  abc  \r\n\r\nhello world!"
head, _, body = raw.partition(b"\r\n\r\n")
lines = head.split(b"\r\n")
status = lines[0].split()
print(status, status[1].decode(), int(status[1].decode()))
headers = {}
for h in lines[1:]:
    k, _, v = h.partition(b":")
    headers[k.strip().lower()] = v.strip()
print(headers)
print(body, len(body) == int(headers[b"content-length"].decode()))
print(b"a,b,,c".split(b","), b"a,b,,c".split(b",", 2), b"a,b,,c".rsplit(b",", 1))
print(b"  lots   of   space ".split(), b"  lots   of   space ".split(None, 1), b" x y ".rsplit(maxsplit=1))
print(b"".split(), b"".split(b","), b"abc".split(b"abc"))
print(b"l1\nl2\r\nl3\rl4".splitlines(), b"l1\nl2\n".splitlines(keepends=True), b"".splitlines())
print(b", ".join([b"x", b"y", b"z"]), b"".join(bytes([c]) for c in range(65, 70)), b"-".join([]))
print(bytearray(b"|").join([b"a", bytearray(b"b")]), b"/".join((b"usr", b"local", b"bin")))
print(b"  padded\t\n".strip(), b"xxdataxx".strip(b"x"), b"--opt".lstrip(b"-"), b"file.txt\n".rstrip())
print(b"key=value=more".partition(b"="), b"key=value=more".rpartition(b"="), b"novalue".partition(b"="))
print(b"path/to/file".rpartition(b"/")[2], b"archive.tar.gz".split(b".", 1))
print(bytearray(b"a=b").partition(b"="), bytearray(b"abc").split(b"b"))
try:
    b"abc".split(b"")
except ValueError as e:
    print("ValueError:", e)
try:
    b"-".join([b"a", "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    b"abc".strip("a")
except TypeError as e:
    print("TypeError:", e)
