# utf-16 and utf-32 in both byte orders, with and without a byte order
# mark, their aliases, surrogate pairs and every error handler.

def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except UnicodeError as e:
        print(label, type(e).__name__, "|", e)
        print("   ", e.encoding, repr(e.object), e.start, e.end, repr(e.reason))
    except (LookupError, TypeError) as e:
        print(label, type(e).__name__, "|", e)

names = ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be",
         "utf16", "UTF-16LE", "utf_16_be", "U16", "utf-16le", "UTF32", "utf_32le", "utf-32BE", "u32",
         "utf-8-sig", "UTF_8_SIG"]
texts = ["", "a", "h\xe9llo", "\u20ac100", "\U0001f600 ok", "\U00010000\U0010ffff", "\ufeffbom"]
for enc in names:
    print("==", enc)
    for t in texts:
        data = t.encode(enc)
        back = data.decode(enc)
        print(" ", ascii(t), data, back == t, len(data))

# Byte order marks: the unmarked codecs read one to pick the byte order
# and drop it; the marked ones keep U+FEFF as text.
samples = [b"\xff\xfea\x00", b"\xfe\xff\x00a", b"a\x00b\x00", b"\xff\xfe", b"\xfe\xff", b"",
           b"\xff\xfe\x00\x00a\x00\x00\x00", b"\x00\x00\xfe\xff\x00\x00\x00a", b"a\x00\x00\x00",
           b"\xef\xbb\xbfhi", b"hi", b"\xff\xfe\xff\xfea\x00"]
for b in samples:
    for enc in ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be", "utf-8-sig"]:
        show("%r %s" % (b, enc), lambda: b.decode(enc))

# Surrogate pairs decode to one character; broken ones are errors.
pairs = [b"=\xd8\x00\xde", b"\x00\xd8", b"\x00\xd8\x00", b"\x00\xdca\x00", b"\x00\xd8a\x00",
         b"\x00\xd8\x00\xd8\x00\xdc", b"a", b"abc", b"a\x00\x00\xdcb\x00"]
for b in pairs:
    for enc in ["utf-16-le", "utf-16"]:
        show("%r %s" % (b, enc), lambda: b.decode(enc))
        for h in ["replace", "ignore", "backslashreplace"]:
            show("  " + h, lambda: b.decode(enc, h))
show("be pair", lambda: b"\xd8=\xde\x00".decode("utf-16-be"))
show("be lone", lambda: b"\xfe\xff\xd8\x00\x00a".decode("utf-16"))
show("be odd", lambda: b"\xfe\xff\x00".decode("utf-16"))
show("pass lone", lambda: b"\x00\xd8".decode("utf-16-le", "surrogatepass"))
show("pass low", lambda: b"\x00\xdc".decode("utf-16-le", "surrogatepass"))
show("pass mid", lambda: b"\x00\xd8a\x00".decode("utf-16-le", "surrogatepass"))
show("esc", lambda: b"\x80\xdc".decode("utf-16", "surrogateescape"))
show("esc ascii", lambda: b"\x00\xdc".decode("utf-16-le", "surrogateescape"))

quads = [b"\x00\x00\x11\x00", b"\x00\xd8\x00\x00", b"abcd", b"abcde", b"a\x00\x00\x00b",
         b"\x00\x00\xfe\xff\x00\x00\x00", b"\xff\xff\xff\xff"]
for b in quads:
    for enc in ["utf-32", "utf-32-le", "utf-32-be"]:
        show("%r %s" % (b, enc), lambda: b.decode(enc))
        for h in ["replace", "ignore", "backslashreplace", "surrogatepass"]:
            show("  " + h, lambda: b.decode(enc, h))

# Lone surrogates in a str cannot be encoded without surrogatepass.
for enc in ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"]:
    show(enc, lambda: "a\ud800b\udc00".encode(enc))
    for h in ["replace", "ignore", "backslashreplace", "xmlcharrefreplace", "namereplace",
              "surrogatepass", "surrogateescape"]:
        show("  " + h, lambda: "a\ud800b\udcff".encode(enc, h))
show("pair pass", lambda: "a\ud83d\ude00".encode("utf-16-le", "surrogatepass").decode("utf-16-le"))
show("xml dec", lambda: b"\x00\xd8".decode("utf-16", "xmlcharrefreplace"))
show("xml dec le", lambda: b"\x00\xd8".decode("utf-16-le", "xmlcharrefreplace"))
show("bogus", lambda: "\ud800".encode("utf-32", "bogus"))
show("bogus le", lambda: "\ud800".encode("utf-32-le", "bogus"))
show("bogus dec", lambda: b"\x00".decode("utf-16-be", "bogus"))
show("str()", lambda: str(b"\xff\xfeh\x00i\x00", "utf-16"))
show("bytes()", lambda: bytes("hi", "utf-16-be"))
show("bytearray", lambda: bytearray("hi", "utf-32").decode("utf-32"))
print(len("\U0001f600".encode("utf-16-le")), len("\U0001f600".encode("utf-32-le")))
print("\u00e9t\u00e9".encode("utf-16").hex(), "snow \u2603".encode("utf-32-be").hex(" ", 4))
