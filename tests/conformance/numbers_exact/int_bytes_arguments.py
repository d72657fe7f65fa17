# int.to_bytes / int.from_bytes argument mistakes, in CPython's words and
# in CPython's order of conversion.
def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


class Flag:
    def __bool__(self):
        raise ValueError("signed flag consulted")


class Length:
    def __index__(self):
        raise KeyError("length consulted")


attempt("sign=", lambda: (1).to_bytes(2, "big", sign=True))
attempt("length twice", lambda: (1).to_bytes(2, length=2))
attempt("byteorder twice", lambda: (1).to_bytes(2, "big", byteorder="little"))
attempt("from sign=", lambda: int.from_bytes(b"a", "big", sign=True))
attempt("from bytes twice", lambda: int.from_bytes(b"a", bytes=b"b"))
attempt("all by name", lambda: int.from_bytes(bytes=b"\x01\x00", byteorder="little"))
attempt("to all by name", lambda: (5).to_bytes(length=2, byteorder="big", signed=True))
attempt("signed positional", lambda: (5).to_bytes(2, "big", True))
attempt("length first", lambda: (5).to_bytes(Length(), "big", signed=Flag()))
attempt("signed before byteorder value", lambda: (5).to_bytes(2, "middle", signed=Flag()))
attempt("byteorder type first", lambda: (5).to_bytes(2, 7, signed=Flag()))
attempt("negative length", lambda: (5).to_bytes(-1, "big"))
attempt("from: signed before byteorder value", lambda: int.from_bytes(b"\x01", "middle", signed=Flag()))
attempt("from: byteorder type first", lambda: int.from_bytes(b"\x01", 5, signed=Flag()))
attempt("from list", lambda: int.from_bytes([255, 1], "little", signed=True))
attempt("round trip", lambda: int.from_bytes((-300).to_bytes(4, "little", signed=True), "little", signed=True))
