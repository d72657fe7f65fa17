# A bytearray subclass used as a growable buffer.
class Buffer(bytearray):
    def write(self, data):
        self.extend(data)
        return len(data)

b = Buffer(b"abc")
print(type(b).__name__, b, repr(b), len(b))
b.append(100)
b.write(b"ef")
b += b"gh"
print(b, type(b).__name__)
ident = id(b)
b += Buffer(b"!")
b *= 1
print(id(b) == ident, b)
b[0] = 65
b[1:3] = b"BC"
del b[-1]
print(b, b[0], b[1:3], type(b[1:3]).__name__)
b[0:2] = b
print(b)
b[:] = Buffer(b"xyz")
print(b, b.pop(), b, b.upper(), type(b.upper()).__name__)
print(b == b"xy", b == bytearray(b"xy"), b"x" in b, bytes(b), list(b))
b.name = "buf"
print(b.name, b.copy(), type(b.copy()).__name__)
try:
    hash(b)
except TypeError as e:
    print("TypeError:", e)
print(Buffer.fromhex("61 62"), type(Buffer.fromhex("61")).__name__)
b.clear()
print(b, len(b), bool(b))
b.extend(range(3))
b.insert(0, 9)
b.reverse()
print(b, b.hex())

class Lines(bytearray):
    def __init__(self, *lines):
        super().__init__(b"\n".join(lines))
        self.count = len(lines)

l = Lines(b"one", b"two")
print(l, l.count, l.splitlines())

class Empty(bytearray):
    def __init__(self, data):
        self.data = data

e = Empty(b"ignored")
print(e, e.data, len(e))
x = bytearray(b"abc")
x.__init__(b"zz")
print(x)
x.__init__(x)
print(x)
print(bytearray.__new__(Buffer), bytes(Buffer(b"a")) + Buffer(b"b"))
print(Buffer(b"k").decode(), str(Buffer(b"k"), "utf-8"), int.from_bytes(Buffer(b"\x02"), "little"))
Buffer(b"a")[5] = 1
