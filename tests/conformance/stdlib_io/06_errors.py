import io

def attempt(label, fn):
    try:
        result = fn()
        print(label, "->", repr(result))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

s = io.StringIO("abc")
attempt("write int", lambda: s.write(42))
attempt("write bytes", lambda: s.write(b"x"))
attempt("init bytes", lambda: io.StringIO(b"abc"))
attempt("bad newline", lambda: io.StringIO("", newline="x"))
attempt("negative seek", lambda: s.seek(-1))
attempt("relative seek", lambda: s.seek(2, 1))
attempt("end seek", lambda: s.seek(-1, 2))
attempt("bad whence", lambda: s.seek(0, 5))
attempt("read str", lambda: s.read("2"))
attempt("bytes write str", lambda: io.BytesIO().write("text"))
attempt("bytes init str", lambda: io.BytesIO("text"))
attempt("bytes negative seek", lambda: io.BytesIO().seek(-1))
s.close()
attempt("read closed", lambda: s.read())
attempt("write closed", lambda: s.write("x"))
attempt("iter closed", lambda: iter(s))
print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.BytesIO(), io.BufferedIOBase))
print(isinstance(io.StringIO(), io.IOBase), issubclass(io.UnsupportedOperation, OSError))
print(io.StringIO, io.BytesIO, io.SEEK_END)
