s = "h\u00e9llo \u20ac \U0001f600"
print(s.encode(), s.encode("utf-8"), s.encode("UTF8"), s.encode(encoding="utf_8"))
print("abc".encode("ascii"), "caf\u00e9".encode("latin-1"), "caf\u00e9".encode("iso-8859-1"))
for err in ["ignore", "replace", "backslashreplace", "xmlcharrefreplace", "namereplace"]:
    print(err, s.encode("ascii", err), s.encode("latin-1", errors=err))
print("a\u00e9".encode("utf-16"), "a\u00e9".encode("utf-16-le"), "a\U0001f600".encode("utf-16-be"))
print("a".encode("utf-32"), "a\u00e9".encode("utf-32-be"))
print(len("\U0001f600".encode()), type("x".encode()).__name__)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: "abc".encode("nope"))
t(lambda: "ab\u00e9".encode("ascii"))
t(lambda: "ab\u00e9\u00e9c".encode("ascii"))
t(lambda: "ab\u20ac".encode("latin-1"))
t(lambda: "a\U0001f600".encode("ascii"))
t(lambda: "ab\u00e9".encode("ascii", "bogus"))
t(lambda: "ab".encode("ascii", "bogus"))
t(lambda: "ab".encode(1))
t(lambda: "ab".encode(errors=2))
t(lambda: "ab".encode("utf-8", "strict", "x"))
