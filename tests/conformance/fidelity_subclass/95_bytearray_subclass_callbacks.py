# Callbacks that resize a bytearray subclass while native code works on it.
class Buf(bytearray):
    pass

buf = Buf(b"0123456789")

class Shrink:
    def __index__(self):
        buf.clear()
        return 2

print(buf[0:Shrink()], buf)
buf.extend(b"abcdef")
try:
    buf[Shrink()] = 7
except IndexError as e:
    print("IndexError:", e)
buf.extend(b"abcdef")

def grow():
    for i in range(3):
        buf.extend(b"zz")
        yield 65 + i

buf[1:2] = grow()
print(buf, len(buf))
buf[2:] = buf
print(buf)
buf += Buf(b"!")
print(buf, type(buf).__name__)
print(buf.find(Buf(b"ABC")), Buf(b"xy") in [b"xy"], Buf(b"a") + bytearray(b"b"))
print(b"ab" * 2 + Buf(b"!"), Buf(b"x").join([b"1", Buf(b"2")]))
