# Bytes and bytearray processing.
data = bytearray(b"Hello, \xffWorld!")
print(data.upper(), data.find(b"o"), data.count(b"l"), data[7], data[-1:], bytes(data[:5]))
data[0:5] = b"HELLO"
data.extend(b" ok")
data.insert(0, 62)
print(data, len(data), data.pop(), data.decode("latin-1"), data.decode("utf-8", errors="replace"))
print(b"a,b,c".split(b","), b" x ".strip(), b"abc".replace(b"b", b"B"), b"-".join([b"a", b"b"]), b"ab" * 2)
print(bytes(3), bytes([65, 66]), bytes.fromhex("414243"), b"\x00\x01".hex(), list(b"AB"), b"A"[0], b"abc"[::-1])
print(b"hello".startswith(b"he"), b"%s=%d" % (b"k", 5), b"%05.1f|%x|%c" % (3.14159, 255, 65), b"%r" % "x" if False else b"%a" % "é")
print("héllo".encode("utf-8"), "héllo".encode("latin-1"), "x€".encode("ascii", "replace"), "x€".encode("ascii", "ignore"), "é".encode("ascii", "xmlcharrefreplace"))
print(b"caf\xc3\xa9".decode(), b"\xe9".decode("cp1252"), "é".encode("utf-16-le"), b"\xff\xfeh\x00".decode("utf-16"))
try:
    b"\xc3\x28".decode("utf-8")
except UnicodeDecodeError as e:
    print(e.reason, e.start, e.end, e)
print(int.from_bytes(b"\x00\x10", "big"), (4096).to_bytes(2, "little"), bytes(reversed(b"abc")), sum(b"abc"))
print(b"  a  b ".split(), b"line1\nline2\r\n".splitlines(), b"abc".center(7, b"*"), b"TeSt".swapcase(), b"a1".isalnum())
mv_free = bytes(range(0, 256, 51))
print(mv_free, mv_free.translate(None, b"\x00"), b"abc".translate(bytes.maketrans(b"abc", b"xyz")))
