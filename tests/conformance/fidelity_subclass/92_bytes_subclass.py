# A bytes subclass used as a tagged payload type.
class Payload(bytes):
    def describe(self):
        return f"{type(self).__name__}[{len(self)}]"

p = Payload(b"hello")
print(type(p).__name__, p, repr(p), len(p), p.describe())
print(isinstance(p, bytes), type(p) is Payload, p == b"hello", hash(p) == hash(b"hello"))
print(p[0], p[1:3], type(p[1:3]).__name__, p[::-1])
print(b"ell" in p, 104 in p, list(p)[:3])
print(p.upper(), type(p.upper()).__name__, type(p + b"!").__name__, p + b"!")
print(p.decode(), p.hex(), p.split(b"l"), p.replace(b"l", b"L"))
print(type(p.strip()).__name__, type(p * 1).__name__, type(p[:]).__name__)
print(b"-".join([p, Payload(b"x")]), bytes(p), type(bytes(p)).__name__)
print(int.from_bytes(Payload(b"\x01\x00"), "big"), str(p, "ascii"))
print(sorted([Payload(b"b"), b"a", Payload(b"c")]))
d = {p: 1}
print(d[b"hello"], {b"hello": 2}[p])
p.tag = "greeting"
print(p.tag, getattr(p, "tag"))
q = Payload.fromhex("41 42")
print(type(q).__name__, q)
print(Payload(3), Payload([65, 66]), Payload("hé", "utf-8"), Payload())
print(bytes.maketrans(b"a", b"b") == Payload.maketrans(b"a", b"b"))
print(p.startswith(Payload(b"he")), p.find(Payload(b"lo")), p.count(b"l"))
print(f"{p!r:>12}|", "%s" % p, b"%s!" % p)
try:
    p[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    Payload("text")
except TypeError as e:
    print("TypeError:", e)
print(Payload(b"abc") < b"abd", Payload(b"") == b"", bool(Payload(b"")))
print(Payload(b"abc").__bytes__(), type(Payload(b"abc").__bytes__()).__name__)
