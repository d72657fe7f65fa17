# UnicodeDecodeError / UnicodeEncodeError raised by the codecs carry
# CPython's five fields and message, and every built-in error handler works.

def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except UnicodeError as e:
        print(label, type(e).__name__, "|", e)
        print("   ", e.encoding, repr(e.object), e.start, e.end, repr(e.reason))
        print("   ", e.args == (e.encoding, e.object, e.start, e.end, e.reason), repr(e))
    except (LookupError, TypeError) as e:
        print(label, type(e).__name__, "|", e)

bad = [b'\xff', b'ab\xc3', b'a\xc3(b', b'\xe2\x82', b'\xe2\x82x', b'\xf0\x9f\x98',
       b'\xed\xa0\x80', b'\xf4\x90\x80\x80', b'\xc0\xaf', b'ok\x80\x81end', b'\xf5',
       bytearray(b'x\xfey')]
for i, b in enumerate(bad):
    show("utf8-%d" % i, lambda: b.decode())
    for h in ["replace", "ignore", "backslashreplace", "surrogateescape"]:
        show("  " + h, lambda: b.decode("utf-8", h))

for enc in ["ascii", "latin-1", "utf-8", "us-ascii", "L1"]:
    for s in ["x\xe9", "a\u20ac\u20acb", "\U0001f600!", "\xff\u0100", "abc"]:
        show(enc + " " + ascii(s), lambda: s.encode(enc))
        for h in ["replace", "ignore", "backslashreplace", "xmlcharrefreplace", "namereplace"]:
            show("  " + h, lambda: s.encode(enc, h))

show("ascii dec", lambda: b"ab\x80\xffcd".decode("ascii"))
show("ascii dec replace", lambda: b"ab\x80\xffcd".decode("ascii", "replace"))
show("ascii dec esc", lambda: b"ab\x80\xffcd".decode("ascii", "surrogateescape"))
show("latin dec", lambda: b"ab\x80\xffcd".decode("latin-1"))
show("str()", lambda: str(b"\xff", "utf-8"))
show("str() replace", lambda: str(b"a\xffb", "utf-8", "replace"))
show("str() kw", lambda: str(b"a\xffb", encoding="ascii", errors="ignore"))
show("bytes()", lambda: bytes("\xe9", "ascii"))
show("bytes() replace", lambda: bytes("\xe9x", "ascii", "replace"))

# Surrogates: what surrogateescape decodes, it encodes back; lone
# surrogates are refused by utf-8 unless surrogatepass.
raw = b"caf\xe9 \xff\xfe ok"
text = raw.decode("utf-8", "surrogateescape")
print(ascii(text), text.encode("utf-8", "surrogateescape") == raw)
show("esc ascii", lambda: "a\udc80\udcffb".encode("ascii", "surrogateescape"))
show("esc partial", lambda: "a\udc80\udcff\xe9".encode("ascii", "surrogateescape"))
show("esc mixed", lambda: "a\udc80\xe9\udcff".encode("ascii", "surrogateescape"))
show("lone", lambda: "x\ud800".encode())
show("lone run", lambda: "a\ud800\udc00b\ud801".encode("utf-8"))
show("lone replace", lambda: "a\ud800\udc00b".encode("utf-8", "replace"))
show("lone bsr", lambda: "a\ud800b".encode("utf-8", "backslashreplace"))
show("lone pass", lambda: "a\ud800\udc00".encode("utf-8", "surrogatepass"))
show("lone pass latin", lambda: "a\xe9\ud800".encode("latin-1", "surrogatepass"))
show("pass dec", lambda: b"\xed\xa0\x80\xed\xb0\x80".decode("utf-8", "surrogatepass"))
show("pass dec short", lambda: b"\xed\xa0".decode("utf-8", "surrogatepass"))
show("esc dec", lambda: b"\xe2\x82".decode("utf-8", "surrogateescape"))

# Unknown handlers are looked up only when needed; decoding has no use
# for xmlcharrefreplace or namereplace.
show("lazy", lambda: "abc".encode("ascii", "bogus"))
show("bogus", lambda: "\xe9".encode("ascii", "bogus"))
show("bogus alias", lambda: "\xe9".encode("l1", "bogus") + "\u0100".encode("l1", "bogus"))
show("bogus dec", lambda: b"\xff".decode("utf-8", "bogus"))
show("xml dec", lambda: b"\xff".decode("utf-8", "xmlcharrefreplace"))
show("name dec", lambda: b"\xff".decode("ascii", "namereplace"))
show("xml dec alias", lambda: b"\xff".decode("u8", "xmlcharrefreplace"))
show("unknown enc", lambda: b"x".decode("nope"))

try:
    b"abc\xff".decode()
except ValueError as e:
    print("caught as ValueError:", isinstance(e, UnicodeError), e.end - e.start, e.object[e.start:e.end])
