class Config:
    def __init__(self, **values):
        self._values = values
    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"config has no setting {name!r}", name=name, obj=self) from None
cfg = Config(host="db", port=5432)
print(cfg.host, cfg.port)
try:
    cfg.timeout
except AttributeError as e:
    print(e, "|", e.name, type(e.obj).__name__)
plain = AttributeError("plain")
print(plain.name, plain.obj, NameError("n", name="x").name, NameError("m").name)
imp = ImportError("cannot load", name="plugin", path="/plugins/x.py")
print(imp.msg, imp.name, imp.path, imp.args)
for make in (lambda: AttributeError("x", bogus=1), lambda: ValueError("x", code=2), lambda: KeyError(key="k")):
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)
class ParseError(ValueError):
    pass
try:
    ParseError("bad", line=3)
except TypeError as e:
    print("TypeError:", e)
def decode_all(chunks):
    out = []
    for raw in chunks:
        try:
            out.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            out.append(raw.decode("latin-1"))
    return out
print(decode_all([b"caf\xc3\xa9", b"caf\xe9", b"plain"]))
err = UnicodeDecodeError("utf-8", b"ab\xff\xfe", 2, 4, "invalid continuation")
print(err, "|", err.encoding, err.object, err.start, err.end, err.reason)
err2 = UnicodeEncodeError("ascii", "na\u00efve \u2603", 2, 3, "ordinal not in range(128)")
print(err2, "|", err2.object[err2.start:err2.end])
print(UnicodeEncodeError("ascii", "\u2603\u2603", 0, 2, "nope"), isinstance(err, ValueError), isinstance(err2, UnicodeError))
