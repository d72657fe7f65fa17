# Subclasses of bytes with their own __new__, __init__, repr and item access.
class Token(bytes):
    def __new__(cls, text, kind="word"):
        self = super().__new__(cls, text.encode("utf-8"))
        self.kind = kind
        return self

    def __repr__(self):
        return f"Token({bytes(self)!r}, {self.kind!r})"

t = Token("héllo", kind="greeting")
print(t, repr(t), t.kind, len(t), t == "héllo".encode())
print([t], str(t))

class Upper(bytes):
    def __getitem__(self, i):
        r = super().__getitem__(i)
        return r.upper() if isinstance(r, bytes) else r + 1000

u = Upper(b"abc")
print(u[0], u[0:2], list(u), bytes(u))

class Sized(bytes):
    def __len__(self):
        return 42
    def __iter__(self):
        return iter([1, 2, 3])

s = Sized(b"xy")
print(len(s), list(s), bytes(s), s == b"xy", sum(s))

class Hex(bytes):
    @classmethod
    def parse(cls, text):
        return cls.fromhex(text)
    def __str__(self):
        return self.hex(":")

h = Hex.parse("deadbeef")
print(type(h).__name__, str(h), h)

class Counted(bytes):
    made = 0
    def __init__(self, *args):
        Counted.made += 1

c = Counted(b"zz")
d = Counted.fromhex("00ff")
print(Counted.made, c, d, type(d).__name__)

print(bytes.__new__(Counted, b"q"), type(bytes.__new__(Counted, b"q")).__name__)
try:
    bytes.__new__(int, b"q")
except TypeError as e:
    print("TypeError:", e)

class Meta(bytes):
    def __bytes__(self):
        return b"custom"

print(bytes(Meta(b"raw")), Meta(b"raw"))
print(Token("x") + Token("y"), type(Token("x") + Token("y")).__name__)
Token("a", "b", "c")
