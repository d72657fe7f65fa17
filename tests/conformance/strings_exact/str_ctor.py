print(repr(str()), repr(str("x")), repr(str(42)), repr(str(1.5)), repr(str(None)), repr(str([1, "a"])))
print(repr(str(b"abc", "utf-8")), repr(str(b"caf\xc3\xa9", encoding="utf-8")), repr(str(b"\xe9", "latin-1")))
print(repr(str(b"a\xffb", "utf-8", "replace")), repr(str(b"a\xffb", "utf-8", "ignore")), repr(str(b"a\xffb", errors="backslashreplace")))
print(repr(str(object="kw")), str("abc") is not None, type(str(5)).__name__)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
t(lambda: str(b"\xff", "utf-8"))
t(lambda: str(b"\xe2\x82", "utf-8"))
t(lambda: str(b"a\xe2\x82x", "utf-8"))
t(lambda: str(b"\xff", "ascii"))
t(lambda: str("abc", "utf-8"))
t(lambda: str(5, "utf-8"))
t(lambda: str(b"x", "nope"))
