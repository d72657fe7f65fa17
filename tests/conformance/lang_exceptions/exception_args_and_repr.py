errors = [
    ValueError("bad value"),
    KeyError("missing"),
    IndexError(),
    RuntimeError("code", 42),
    ZeroDivisionError("division by zero"),
]
for e in errors:
    print(f"{type(e).__name__:18} str={str(e)!r:28} args={e.args}")
print(repr(ValueError("x")), repr(KeyError("k")))
print(repr(Exception()), str(Exception()))
class Custom(Exception):
    pass
print(repr(Custom("a", 1)), str(Custom("only")))
